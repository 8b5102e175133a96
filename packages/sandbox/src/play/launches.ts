import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { games, gameSessions, providers, sessions } from '../db/schema';
import { hashToken, newToken } from '../security/tokens';

/** A launch token lives as long as a login session would; stop-game and logout end it sooner. */
export const LAUNCH_TTL_MS = 12 * 60 * 60 * 1000;

export interface NewLaunch {
  playerId: number | null;
  loginSessionId: number | null;
  gameId: number;
  currencyId: number;
  isDemo: boolean;
  campaignId: number | null;
  demoBalance: string | null;
  now: Date;
  /** How long the launch token lives; LAUNCH_TTL_MS unless shorter. */
  ttlMs?: number;
}

/**
 * Opens a game session and returns its launch token. A real launch ends the login session's
 * other launches first: one game at a time, so an old frame left open can no longer bet.
 */
export async function openLaunch(db: Database, launch: NewLaunch): Promise<{ token: string; id: number }> {
  const { token, hash } = newToken();
  const id = await db.transaction(async (tx) => {
    if (launch.loginSessionId !== null) {
      await tx
        .update(gameSessions)
        .set({ endedAt: launch.now })
        .where(and(eq(gameSessions.loginSessionId, launch.loginSessionId), isNull(gameSessions.endedAt)));
    }
    const [row] = await tx
      .insert(gameSessions)
      .values({
        playerId: launch.playerId,
        gameId: launch.gameId,
        isDemo: launch.isDemo,
        startedAt: launch.now,
        launchTokenHash: hash,
        loginSessionId: launch.loginSessionId,
        expiresAt: new Date(launch.now.getTime() + (launch.ttlMs ?? LAUNCH_TTL_MS)),
        campaignId: launch.campaignId,
        currencyId: launch.currencyId,
        demoBalance: launch.demoBalance,
      })
      .returning({ id: gameSessions.id });
    return row!.id;
  });
  return { token, id };
}

export interface Launch {
  id: number;
  playerId: number | null;
  /** The login session of a real launch; null for a demo. */
  loginSessionId: number | null;
  isDemo: boolean;
  gameId: number;
  gameName: string;
  providerId: number;
  currencyId: number;
  campaignId: number | null;
  demoBalance: string | null;
  rounds: number;
}

/**
 * The live launch a token proves, or null: unknown, ended, expired, or (real play) its login
 * session ended. The token proves this one game session and nothing else.
 */
export async function findLaunch(db: Pick<Database, 'select'>, token: string, now: Date): Promise<Launch | null> {
  const [row] = await db
    .select({
      id: gameSessions.id,
      playerId: gameSessions.playerId,
      loginSessionId: gameSessions.loginSessionId,
      isDemo: gameSessions.isDemo,
      gameId: gameSessions.gameId,
      gameName: games.name,
      providerId: games.providerId,
      currencyId: gameSessions.currencyId,
      campaignId: gameSessions.campaignId,
      demoBalance: gameSessions.demoBalance,
      rounds: gameSessions.rounds,
    })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .leftJoin(sessions, eq(sessions.id, gameSessions.loginSessionId))
    .where(
      and(
        eq(gameSessions.launchTokenHash, hashToken(token)),
        isNull(gameSessions.endedAt),
        gt(gameSessions.expiresAt, now),
        eq(providers.isEnabled, true),
        // Demo launches have no login session; a real one lives only while its session does.
        or(eq(gameSessions.isDemo, true), and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
      ),
    )
    .limit(1);
  if (!row || row.currencyId === null) return null;
  return { ...row, currencyId: row.currencyId };
}

/** Stop game: every open launch of the login session ends, and with it its token. */
export async function endLaunches(db: Database, loginSessionId: number, now: Date): Promise<number> {
  const ended = await db
    .update(gameSessions)
    .set({ endedAt: now })
    .where(and(eq(gameSessions.loginSessionId, loginSessionId), isNull(gameSessions.endedAt)))
    .returning({ id: gameSessions.id });
  return ended.length;
}
