import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type * as z from 'zod/mini';
import { api } from '@casino-sdk/core/contract';
import { CRYPTO_TRANSFER_METHOD_ID } from '@casino-sdk/core/rules';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../db/pg-errors';
import { gameSessions, paymentAttempts, playerBonuses, playerKyc, players, sessions, skins, users, type PaymentAttemptRow } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { challengeAnswer } from '../captcha/sandbox-captcha';
import { sendPlatformMessage } from '../messages/player-messages';
import { findPlayerByLogin } from '../players/player-info';
import { settleAttempt, WRONG_NETWORK, type SettleOutcome } from '../payments/settle-attempt';
import { changeBalance } from '../players/wallet';
import { enforceLimits } from '../security/rate-limits';
import { hashPassword } from '../security/passwords';
import { TRANSACTION_TYPE } from '../seed/transaction-types';

/** Calls a real platform does not have: tests and the demo host use them to set up a scene. */
export function registerSandboxRoutes(app: Hono<AppEnv>): void {
  // A fresh copy of a seeded player, so parallel tests never share a balance (decision 0001).
  route(app, api.sandbox.createPlayer, async ({ c, body }) => {
    const { db, clock, skinId } = c.var.app;
    const skin = await skinId();
    const template = await findPlayerByLogin(db, skin, body.template);
    if (!template) throw notFound('Template player not found.');
    const taken = () => new HttpError(422, 'The username is already taken.', { code: 'nickname_already_used', errors: { username: ['nickname_already_used'] } });
    if (await findPlayerByLogin(db, skin, body.username)) throw taken();
    const now = clock();
    const passwordHash = await hashPassword(body.password);
    const created = await db.transaction(async (tx) => {
      const [templateUser] = await tx.select().from(users).where(eq(users.id, template.userId));
      const [templatePlayer] = await tx.select().from(players).where(eq(players.id, template.playerId));
      const email = `${body.username.toLowerCase()}@example.com`;
      const { id: _userId, ...userCopy } = templateUser!;
      const [user] = await tx
        .insert(users)
        // The template's account history (made, and changed since or not) comes with the copy.
        .values({ ...userCopy, username: body.username, email, passwordHash })
        .returning({ id: users.id });
      const { id: _playerId, ...playerCopy } = templatePlayer!;
      const [player] = await tx
        .insert(players)
        .values({ ...playerCopy, userId: user!.id, name: body.username, email, balanceTotal: '0', balanceBonus: '0', createdAt: now, updatedAt: now })
        .returning({ id: players.id });
      // KYC levels come along: without them a clone of a verified player would be sent to /kyc.
      // Messages, sessions and the ledger do not: a clone starts with an empty inbox, so tests
      // that clone a player get no dialogs unless they send one (sendMessage below).
      const kyc = await tx.select().from(playerKyc).where(eq(playerKyc.playerId, template.playerId));
      if (kyc.length > 0) {
        await tx.insert(playerKyc).values(kyc.map(({ id: _kycId, ...level }) => ({ ...level, playerId: player!.id, createdAt: now, updatedAt: now })));
      }
      // The active campaign bonus too, with its progress: the game page's bonus bar needs one.
      const [bonus] = await tx.select().from(playerBonuses).where(eq(playerBonuses.playerId, template.playerId));
      if (bonus) {
        const { id: _bonusId, ...bonusCopy } = bonus;
        await tx.insert(playerBonuses).values({ ...bonusCopy, playerId: player!.id, createdAt: now });
      }
      return { playerId: player!.id, total: Number(templatePlayer!.balanceTotal), bonus: Number(templatePlayer!.balanceBonus) };
    }).catch((error: unknown) => {
      // Two clones racing for one name both pass the check above; the unique index on the
      // name (and on the e-mail made from it) lets one in and refuses the other here.
      throw postgresErrorCode(error) === UNIQUE_VIOLATION ? taken() : error;
    });
    // The opening balances go through the ledger like any other money.
    for (const [wallet, amount] of [['total', created.total], ['bonus', created.bonus]] as const) {
      if (amount > 0) {
        await db.transaction((tx) => changeBalance(tx, { playerId: created.playerId, amount, wallet, typeId: TRANSACTION_TYPE.sandboxAdjustment, note: `Opening balance copied from ${body.template}`, now }));
      }
    }
    return { id: created.playerId, username: body.username };
  });

  route(app, api.sandbox.captchaAnswer, async ({ c, query }) => {
    const answer = await challengeAnswer(c.var.app.db, query.token, c.var.app.clock());
    if (answer === null) throw notFound('No live captcha challenge has this token.');
    return { answer };
  });

  route(app, api.sandbox.sendMessage, async ({ c, params, body }) => {
    const { db, clock, skinId } = c.var.app;
    const account = await findPlayerByLogin(db, await skinId(), params.username ?? '');
    if (!account) throw notFound('Player not found.');
    return sendPlatformMessage(db, account.playerId, body, clock());
  });

  // The flag POST cms/skin-in-maintenance reports, so the maintenance page can be shown and left.
  // With a scope, only for browsers carrying that scope's cookie: tests that need maintenance run in
  // parallel with every other test (tests/README.md).
  route(app, api.sandbox.setMaintenance, async ({ c, body }) => {
    const { db, clock, skinId, scopedMaintenance } = c.var.app;
    if (body.scope !== undefined) {
      if (body.in_maintenance) scopedMaintenance.set(body.scope, true);
      else scopedMaintenance.delete(body.scope);
      return { in_maintenance: body.in_maintenance, scope: body.scope };
    }
    await db.update(skins).set({ inMaintenance: body.in_maintenance, updatedAt: clock() }).where(eq(skins.id, await skinId()));
    return { in_maintenance: body.in_maintenance };
  });

  route(app, api.sandbox.setClock, async ({ c, body }) => {
    if (body.offset_ms === 0) c.var.app.scopedClockOffsets.delete(body.scope);
    else c.var.app.scopedClockOffsets.set(body.scope, body.offset_ms);
    return body;
  });

  route(app, api.sandbox.adjustBalance, async ({ c, params, body }) => {
    const { db, clock, skinId } = c.var.app;
    const account = await findPlayerByLogin(db, await skinId(), params.username ?? '');
    if (!account) throw notFound('Player not found.');
    return db.transaction((tx) =>
      changeBalance(tx, {
        playerId: account.playerId,
        amount: body.amount,
        wallet: body.wallet,
        typeId: TRANSACTION_TYPE.sandboxAdjustment,
        note: 'Sandbox balance adjustment',
        now: clock(),
      }),
    );
  });

  route(app, api.sandbox.settlePayment, async ({ c, params, body, admin }) => {
    const { db, clock, limiter } = c.var.app;
    enforceLimits(limiter, [{ name: 'payment settlements per admin a minute', key: String(admin.adminId), max: 120, windowMs: 60_000 }]);
    if (!/^\d{1,9}$/.test(params.id ?? '')) throw notFound('Payment not found.');
    const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, Number(params.id)));
    if (!attempt) throw notFound('Payment not found.');
    const settled = await db.transaction((tx) => settleAttempt(tx, attempt.id, providerReport(attempt, body), clock()));
    return { id: settled!.id, status: settled!.status };
  });

  route(app, api.sandbox.passPlayTime, async ({ c, params, body }) => {
    const { db, skinId } = c.var.app;
    const account = await findPlayerByLogin(db, await skinId(), params.username ?? '');
    if (!account) throw notFound('Player not found.');
    const back = sql`make_interval(mins => ${body.minutes})`;
    // As if the time had passed with the open games running: the player's whole record of real play
    // moves, ended games too, so games of earlier login sessions do not overlap the open ones.
    const moved = await db.transaction(async (tx) => {
      const games = await tx
        .update(gameSessions)
        .set({ startedAt: sql`${gameSessions.startedAt} - ${back}`, endedAt: sql`${gameSessions.endedAt} - ${back}` })
        .where(and(eq(gameSessions.playerId, account.playerId), eq(gameSessions.isDemo, false)))
        .returning({ endedAt: gameSessions.endedAt });
      // The login session started earlier too: the time played the reality check shows counts from it.
      await tx.update(sessions).set({ createdAt: sql`${sessions.createdAt} - ${back}` }).where(eq(sessions.playerId, account.playerId));
      await tx.update(players).set({ realityCheckedAt: sql`${players.realityCheckedAt} - ${back}` }).where(eq(players.id, account.playerId));
      return games.filter((game) => game.endedAt === null);
    });
    return { games: moved.length };
  });
}

/**
 * The report as the provider of that attempt could make it: only a crypto deposit arrives underpaid
 * (with an amount below the one asked, in cents) or on the wrong network (decision 0046's addendum).
 */
function providerReport(attempt: PaymentAttemptRow, body: z.output<typeof api.sandbox.settlePayment.body>): SettleOutcome {
  const crypto = attempt.kind === 'deposit' && attempt.methodId === CRYPTO_TRANSFER_METHOD_ID;
  const refuse = (message: string, field: string) => new HttpError(422, message, { code: 'validation_failed', errors: { [field]: [message] } });
  if (body.reason_code === WRONG_NETWORK && (!crypto || body.status !== 'declined')) throw refuse('Only a crypto deposit is declined for the wrong network.', 'reason_code');
  if (body.status !== 'underpaid') {
    if (body.received_amount !== undefined) throw refuse('An amount received goes with an underpaid transfer only.', 'received_amount');
    return { status: body.status, reasonCode: body.reason_code };
  }
  if (!crypto) throw refuse('Only a crypto deposit can be underpaid.', 'status');
  const cents = Math.round((body.received_amount ?? 0) * 100);
  if (body.received_amount === undefined || Math.abs(body.received_amount * 100 - cents) > 1e-6 || cents >= Math.round(Number(attempt.amount) * 100)) {
    throw refuse('An underpaid transfer needs the amount received: more than 0, below the amount asked, two decimals at most.', 'received_amount');
  }
  return { status: 'underpaid', received: (cents / 100).toFixed(2) };
}
