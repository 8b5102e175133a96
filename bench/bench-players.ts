/**
 * The players the payments load pays in and out for: verified, terms accepted, EUR 1,000.00 each
 * (through the ledger, so it sums up), each with a session of its own. One player's payments wait
 * for each other on that player's lock; the load is many players, as a casino's is.
 */
import type { Database } from '../packages/sandbox/src';
import { players, sessions, transactions, users } from '../packages/sandbox/src/db/schema';
import { EUR_ID } from '../packages/sandbox/src/seed/currencies';
import { TRANSACTION_TYPE } from '../packages/sandbox/src/seed/transaction-types';
import { newToken } from '../packages/sandbox/src/security/tokens';

const OPENING_BALANCE = '1000.00';
const DAY = 86_400_000;

/** Adds `count` bench players to a seeded database; answers their session tokens. */
export async function addBenchPlayers(db: Database, skinId: number, count: number, now: Date): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `bench-player-${i + 1}`);
  return db.transaction(async (tx) => {
    // Nobody logs in as a bench player (they get their sessions below), so no password hash is spent on them.
    const created = await tx
      .insert(users)
      .values(names.map((username) => ({ username, email: `${username}@example.com`, passwordHash: '!' })))
      .returning({ id: users.id, username: users.username });
    const since = new Date(now.getTime() - 30 * DAY);
    const rows = await tx
      .insert(players)
      .values(
        created.map((user) => ({
          userId: user.id,
          skinId,
          currencyId: EUR_ID,
          name: user.username,
          email: `${user.username}@example.com`,
          isVerified: true,
          termsAndConditions: true,
          termsAcceptedAt: since,
          balanceTotal: OPENING_BALANCE,
          balanceDeposited: OPENING_BALANCE,
        })),
      )
      .returning({ id: players.id });
    await tx.insert(transactions).values(
      rows.map((player) => ({
        playerId: player.id,
        typeId: TRANSACTION_TYPE.deposit,
        currencyId: EUR_ID,
        amount: OPENING_BALANCE,
        bonusAmount: '0',
        balanceAfter: OPENING_BALANCE,
        bonusBalanceAfter: '0',
        note: 'Opening deposit (bench)',
        createdAt: since,
        updatedAt: since,
      })),
    );
    const tokens = rows.map((player) => ({ playerId: player.id, ...newToken() }));
    await tx.insert(sessions).values(
      tokens.map(({ playerId, hash }) => ({ tokenHash: hash, playerId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + DAY) })),
    );
    return tokens.map(({ token }) => token);
  });
}
