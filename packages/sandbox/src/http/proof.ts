import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Endpoint, NamedPlayer } from '@casino-sdk/core/contract';
import { findAdminSession, type AdminSession } from '../admin/admin-sessions';
import { players } from '../db/schema';
import type { AppEnv } from './env';
import { HttpError, unauthenticated } from './errors';
import { findSessionPlayer, findTempToken, REGISTRATION_TOKEN, type SessionPlayer, type TempToken } from './sessions';

/** The player a call proved it is: by a session, or by the registration token issued for them. */
export interface ProvenPlayer {
  userId: number;
  playerId: number;
  /** The session that made the call; null when a registration token proved it. */
  sessionId: number | null;
  /** The registration token's row, when one proved it. */
  registrationTokenId: number | null;
}

export interface Proof {
  player: SessionPlayer | null;
  owner: ProvenPlayer | null;
  tempToken: TempToken | null;
  admin: AdminSession | null;
}

/**
 * Checks the proof the endpoint's contract asks for (`endpoint.auth`), before anything else
 * looks at the request: a missing or wrong proof is 401 whatever the path names, so ids cannot be
 * probed. The skin's credentials (checked earlier, for every call) never prove a player.
 */
export async function proveCaller(c: Context<AppEnv>, endpoint: Endpoint): Promise<Proof> {
  const { db, clock } = c.var.app;
  const proof: Proof = { player: null, owner: null, tempToken: null, admin: null };
  const now = clock();
  const userToken = c.req.header('user-token');
  const token = c.req.header('token');

  switch (endpoint.auth) {
    case 'skin':
      return proof;
    case 'player':
      proof.player = userToken ? await findSessionPlayer(db, userToken, now) : null;
      if (!proof.player) throw unauthenticated();
      proof.owner = { ...proof.player, registrationTokenId: null };
      return proof;
    case 'player-or-visitor':
      // No session: a visitor. A session that is sent must be a live one, never silently dropped.
      if (userToken === undefined) return proof;
      proof.player = await findSessionPlayer(db, userToken, now);
      if (!proof.player) throw unauthenticated();
      proof.owner = { ...proof.player, registrationTokenId: null };
      return proof;
    case 'player-or-registration':
      if (userToken) {
        proof.player = await findSessionPlayer(db, userToken, now);
        if (!proof.player) throw unauthenticated();
        proof.owner = { ...proof.player, registrationTokenId: null };
        return proof;
      }
      proof.tempToken = token ? await findTempToken(db, token, now) : null;
      // Any other kind of temporary token (a reset link, an opt-out link) proves nothing here.
      if (!proof.tempToken || proof.tempToken.type !== REGISTRATION_TOKEN || proof.tempToken.userId === null) throw unauthenticated();
      proof.owner = await registeringPlayer(c, proof.tempToken.userId, proof.tempToken.id);
      return proof;
    case 'temp-token':
      proof.tempToken = token ? await findTempToken(db, token, now) : null;
      if (!proof.tempToken) throw unauthenticated();
      return proof;
    case 'admin': {
      const adminToken = c.req.header('admin-token');
      proof.admin = adminToken ? await findAdminSession(db, adminToken, now) : null;
      if (!proof.admin) throw unauthenticated();
      return proof;
    }
  }
}

async function registeringPlayer(c: Context<AppEnv>, userId: number, tokenId: number): Promise<ProvenPlayer> {
  const { db, skinId } = c.var.app;
  const [row] = await db
    .select({ playerId: players.id, skinId: players.skinId })
    .from(players)
    .where(eq(players.userId, userId))
    .limit(1);
  // The player was removed, or registered on another skin: the token proves nothing here.
  if (!row || row.skinId !== (await skinId())) throw unauthenticated();
  return { userId, playerId: row.playerId, sessionId: null, registrationTokenId: tokenId };
}

const FORBIDDEN_MESSAGE = 'This call may only be made for your own account.';

/**
 * When the endpoint names a player (`endpoint.namesPlayer`), the proven player must be that one.
 * Another player's id, an id that does not exist and one that is not a number all get the same
 * 403, so an id cannot be probed with a session either.
 */
export function checkNamedPlayer(named: NamedPlayer | undefined, owner: ProvenPlayer | null, params: Record<string, string>, body: unknown): void {
  if (!named) return;
  const raw = named.in === 'path' ? params[named.key] : (body as Record<string, unknown> | undefined)?.[named.key];
  // An optional body field left out names nobody: the call is about the proven player (or visitor).
  if (named.in === 'body' && raw === undefined) return;
  // A visitor's call (player-or-visitor without a session) that names a player proves nothing.
  if (!owner) throw unauthenticated();
  const expected = named.id === 'user' ? owner.userId : owner.playerId;
  if (String(raw) !== String(expected)) throw new HttpError(403, FORBIDDEN_MESSAGE, { code: 'forbidden' });
}
