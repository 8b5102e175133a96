import { and, eq, lte } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import { games, gameSessions, playerBonuses, playerMessages, players, providers } from '../db/schema';
import { countedAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { HttpError, notFound, unauthenticated } from '../http/errors';
import { route } from '../http/route';
import { gameFacts } from '../casino/game-facts';
import { gameItem, providerItem } from '../casino/game-list';
import { bonusBody } from '../play/bonus-progress';
import { loadStanding, playRefusal } from '../play/launch-guard';
import { endLaunches, openLaunch } from '../play/launches';
import { playSessionSummary } from '../play/play-session';
import { answerRealityCheck, holdForRealityCheck } from '../play/reality-check';
import { activeBonusOf } from '../play/rounds';
import { activateDueRequests } from '../protection/limit-requests';
import { checkPlayingTime } from '../protection/limits';
import { enforceLimits, type Limit } from '../security/rate-limits';
import { demoSlotUrl } from '../provider/demo-slots/demo-slot-routes';
import { MIN_BET } from '../provider/demo-slots/slot-maths';
import { EUR_ID } from '../seed/currencies';
import { requestProviderOrigin } from '../provider/game-origin';
import { writeAudit } from '../security/audit';

/** What a visitor's demo starts with, in EUR (spec: demo currency EUR). */
export const DEMO_BALANCE = '1000.00';

/** A demo launch lives 2 hours (a real one as long as its login session); then it is deleted. */
export const DEMO_TTL_MS = 2 * 60 * 60 * 1000;
/** Expired demo launches are deleted at most this often, by the demo launch that finds them due. */
const DEMO_SWEEP_MS = 60 * 1000;

const MINUTE = 60 * 1000;
/** Demo launches per client address, and of everyone together: each one is a row and a token. */
export function demoLaunchLimits(address: string): Limit[] {
  return [
    { name: 'demo launch per address a minute', key: address, max: 30, windowMs: MINUTE },
    { name: 'demo launch per address an hour', key: address, max: 300, windowMs: 60 * MINUTE },
    { name: 'demo launch overall a minute', key: 'all', max: 600, windowMs: MINUTE },
  ];
}

/** A path id the database can hold, or 404: ids are never probed with a 500. */
function pathId(value: string | undefined): number {
  const id = Number(value);
  if (!/^\d{1,10}$/.test(value ?? '') || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}

async function findGame(c: Context<AppEnv>, gameId: number) {
  const [row] = await c.var.app.db
    .select({ game: games, provider: providers })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(eq(games.id, gameId));
  return row ?? null;
}

const lastDemoSweep = new WeakMap<AppEnv['Variables']['app'], number>();

/** Deletes demo launches past their expiry (their rounds go with them), at most once a minute per app. */
async function sweepDemoLaunches(c: Context<AppEnv>, now: Date): Promise<void> {
  const services = c.var.app;
  if (now.getTime() - (lastDemoSweep.get(services) ?? 0) < DEMO_SWEEP_MS) return;
  lastDemoSweep.set(services, now.getTime());
  await services.db.delete(gameSessions).where(and(eq(gameSessions.isDemo, true), lte(gameSessions.expiresAt, now)));
}

export function registerGamePlayRoutes(app: Hono<AppEnv>): void {
  route(app, api.casino.game, async ({ c, params, query }) => {
    const row = await findGame(c, pathId(params.gameId));
    if (!row || !row.game.isEnabled || (query.provider_id !== undefined && query.provider_id !== row.provider.id)) throw notFound('Game not found.');
    const { game: g, provider: p } = row;
    // The lobby's game shape, without the sections the launch does not need, with the whole provider.
    const { section_ids: _sections, ...game } = gameItem(g, p, [], c.var.app.answerOrigin);
    // Every game launches the demo slot, whose smallest bet the launch checks the balance against.
    return { ...game, provider: { ...providerItem(p, c.var.app.answerOrigin), slug: p.slug }, ...gameFacts(g, p.name, query.language ?? 'en'), min_bet: MIN_BET };
  });

  // `input.player` is read only on the real path: reading it without a session answers 401.
  route(app, api.casino.play, async (input) => {
    const { c, params, body } = input;
    const { db, clock, limiter } = c.var.app;
    const now = clock();
    const signedIn = c.req.header('user-token') !== undefined;
    if (!signedIn && !body.is_demo) throw unauthenticated();

    // Spec: "nothing returned" is how a platform says the game is not available.
    const row = await findGame(c, body.game_id);
    if (!row || !row.game.isEnabled || !row.provider.isEnabled || row.provider.slug !== params.provider_slug || row.provider.id !== body.provider_id) {
      return {};
    }
    const language = body.user_language.slice(0, 2);

    if (body.is_demo) {
      if (!row.game.hasDemo) return {};
      // A self-excluded player plays nothing, not even for fun (the other refusals are about money).
      if (signedIn) {
        await activateDueRequests(db, input.player.playerId, now);
        const refusal = playRefusal(await loadStanding(db, input.player.playerId), now);
        if (refusal?.body.code === 'self_excluded') throw refusal;
      }
      enforceLimits(limiter, demoLaunchLimits(countedAddress(c)), 'Too many demo games were started from this address. Please try again later.');
      await sweepDemoLaunches(c, now);
      const launch = await openLaunch(db, {
        playerId: null, loginSessionId: null, gameId: row.game.id, currencyId: EUR_ID, isDemo: true,
        campaignId: null, demoBalance: DEMO_BALANCE, now, ttlMs: DEMO_TTL_MS,
      });
      return { play_for_fun: demoSlotUrl(requestProviderOrigin(c), launch.token, language) };
    }

    const { player } = input;
    await activateDueRequests(db, player.playerId, now);
    const refusal = playRefusal(await loadStanding(db, player.playerId), now);
    if (refusal) throw refusal;
    await holdForRealityCheck(db, player.playerId, now);
    const [wallet] = await db.select().from(players).where(eq(players.id, player.playerId));
    await checkPlayingTime(db, wallet!, now);
    let campaignId: number | null = null;
    if (body.use_bonus) {
      const [bonus] = await db.select().from(playerBonuses).where(eq(playerBonuses.playerId, player.playerId));
      const wanted = body.campaign_id ?? bonus?.campaignId;
      if (wanted !== undefined && (await activeBonusOf(db, player.playerId, wanted, now))) campaignId = wanted;
    }
    const playable = Number(wallet!.balanceTotal) + (campaignId === null ? 0 : Number(wallet!.balanceBonus));
    if (playable < MIN_BET) {
      throw new HttpError(422, `Your balance is too low to play: the smallest bet is ${MIN_BET.toFixed(2)}. Please make a deposit.`, {
        code: 'insufficient_balance',
      });
    }
    const launch = await openLaunch(db, {
      playerId: player.playerId, loginSessionId: player.sessionId, gameId: row.game.id, currencyId: wallet!.currencyId, isDemo: false,
      campaignId, demoBalance: null, now,
    });
    await writeAudit(db, { playerId: player.playerId, action: 'game_launched', detail: { game_id: row.game.id, game_session_id: launch.id, campaign_id: campaignId }, now });
    return { play_for_real: demoSlotUrl(requestProviderOrigin(c), launch.token, language) };
  });

  // The game page opened: recorded, so the audit trail shows when play began.
  route(app, api.casino.startGame, async ({ c, body, player }) => {
    const row = await findGame(c, body.game_id);
    if (!row || row.provider.id !== body.provider_id) throw notFound('Game not found.');
    await writeAudit(c.var.app.db, { playerId: player.playerId, action: 'game_page_opened', detail: { game_id: body.game_id }, now: c.var.app.clock() });
    return { message: 'Game session started.' };
  });

  route(app, api.casino.stopGame, async ({ c, player }) => {
    const ended = await endLaunches(c.var.app.db, player.sessionId, c.var.app.clock());
    return { message: ended > 0 ? 'Game stopped.' : 'No game was running.' };
  });

  route(app, api.casino.playSession, ({ c, player }) => playSessionSummary(c.var.app.db, player.playerId, player.sessionId, c.var.app.clock()));

  // minutes > 0: the timer fired; the reality check arrives as an inbox message (its dialog counts
  // down 60 s) with the session's figures. 0: the player answered a reality check with Continue:
  // real play counts from now and a waiting `awaiting_reality_check` is lifted (play/reality-check.ts).
  route(app, api.me.realityCheck, async ({ c, body, player }) => {
    const { db, clock } = c.var.app;
    const now = clock();
    if (body.minutes === 0) await answerRealityCheck(db, player.playerId, now);
    const summary = body.minutes > 0 ? await playSessionSummary(db, player.playerId, player.sessionId, now) : null;
    await db.transaction(async (tx) => {
      await writeAudit(tx, { playerId: player.playerId, action: 'reality_check', detail: { minutes: body.minutes }, now });
      if (summary) {
        const money = (value: number) => `${summary.currency.code} ${value.toFixed(2)}`;
        await tx.insert(playerMessages).values({
          playerId: player.playerId,
          type: 'realityCheck',
          subject: 'Reality check',
          body: `You have been playing for ${body.minutes} minutes. This session you wagered ${money(summary.bets)} and won ${money(summary.wins)} (net ${money(summary.net)}). Would you like to keep playing or take a break?`,
          duration: 60,
          createdAt: now,
        });
      }
    });
    return { message: 'Reality check recorded.' };
  });

  route(app, api.campaigns.ping, async ({ c, params, player }) => {
    const bonus = await activeBonusOf(c.var.app.db, player.playerId, pathId(params.campaign_id), c.var.app.clock());
    const [wallet] = await c.var.app.db.select({ bonus: players.balanceBonus }).from(players).where(eq(players.id, player.playerId));
    return { useBonus: bonus !== null && Number(wallet?.bonus ?? 0) > 0 };
  });

  route(app, api.campaigns.forcedCampaign, async ({ c, body, player }) => {
    const [bonus] = await c.var.app.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, player.playerId));
    const wanted = body.campaign_id ?? bonus?.campaignId;
    const active = wanted === undefined ? null : await activeBonusOf(c.var.app.db, player.playerId, wanted, c.var.app.clock());
    return { bonus: active ? bonusBody(active) : null };
  });
}
