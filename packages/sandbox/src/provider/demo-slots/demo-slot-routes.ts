import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { currencies, players } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { HttpError, unauthenticated } from '../../http/errors';
import { validationError } from '../../http/route';
import { findLaunch, type Launch } from '../../play/launches';
import { activeBonusOf, playRound } from '../../play/rounds';
import { spinRequest, type SlotState, type SpinResult } from './demo-slot-api';
import { BETS } from './slot-maths';
import { otherLoopbackOrigin } from '../game-origin';

const BASE = '/provider/demo-slots';
const files = {
  'play': { file: 'slot.html', type: 'text/html; charset=utf-8' },
  'slot.js': { file: 'slot.js', type: 'text/javascript; charset=utf-8' },
  'slot.css': { file: 'slot.css', type: 'text/css; charset=utf-8' },
} as const;

/** The launch URL casino/play answers: the slot page on the provider's origin, with its token. */
export function demoSlotUrl(providerUrl: string, token: string, language: string): string {
  const url = new URL(`${BASE}/play`, providerUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * The page may be framed only by the site (its public URL, or the other loopback name of the slot's
 * own when the site was opened on 127.0.0.1: provider/game-origin.ts); it runs its own script and
 * styles and talks only to its own origin. Nothing inline, so the policy needs no hashes.
 */
function slotPolicy(siteOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${[...new Set(siteOrigins)].join(' ')}`,
  ].join('; ');
}

/** The demo game provider: its page, script and styles, and its two calls. */
export function registerDemoSlotRoutes(app: Hono<AppEnv>): void {
  for (const [path, { file, type }] of Object.entries(files)) {
    app.get(`${BASE}/${path}`, async (c) => {
      // Read on each request, like the chat widget: an edit shows on the next load.
      const source = await readFile(new URL(`./page/${file}`, import.meta.url), 'utf8');
      const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
      if (path === 'play') {
        const opener = otherLoopbackOrigin(new URL(c.req.url).origin);
        headers['Content-Security-Policy'] = slotPolicy(opener ? [c.var.app.publicUrl, opener] : [c.var.app.publicUrl]);
        // The URL carries the launch token.
        headers['Referrer-Policy'] = 'no-referrer';
        headers['Cache-Control'] = 'no-store';
      }
      return c.body(source, 200, headers);
    });
  }

  app.post(`${BASE}/api/session`, async (c) => c.json(await slotState(c, await provenLaunch(c)), 200, { 'Cache-Control': 'no-store' }));

  app.post(`${BASE}/api/spin`, async (c) => {
    const launch = await provenLaunch(c);
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.');
    }
    const parsed = spinRequest.safeParse(raw, { reportInput: true });
    if (!parsed.success) throw validationError(parsed.error);
    const result = await playRound(c.var.app.db, launch, parsed.data.bet, parsed.data.round, c.var.app.clock(), c.var.app.slotDraws);
    const body: SpinResult = {
      round: result.round,
      bet: result.bet,
      grid: result.grid,
      wins: result.wins,
      win: result.win,
      balance: result.balance,
      bonus: result.bonus,
      from_bonus: result.fromBonus,
      ...(result.jackpot === undefined ? {} : { jackpot: result.jackpot }),
    };
    return c.json(body, 200, { 'Cache-Control': 'no-store' });
  });
}

/** The launch the bearer token proves; a login session's token or a made-up one proves nothing. */
async function provenLaunch(c: Context<AppEnv>): Promise<Launch> {
  const match = /^Bearer ([0-9a-f]{64})$/.exec(c.req.header('authorization') ?? '');
  const launch = match ? await findLaunch(c.var.app.db, match[1]!, c.var.app.clock()) : null;
  if (!launch) throw unauthenticated();
  return launch;
}

async function slotState(c: Context<AppEnv>, launch: Launch): Promise<SlotState> {
  const { db, publicUrl, clock } = c.var.app;
  const [currency] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, launch.currencyId));
  const common = { game: launch.gameName, demo: launch.isDemo, currency: currency?.code ?? 'EUR', bets: [...BETS], rounds: launch.rounds, parent_origin: publicUrl };
  if (launch.isDemo) return { ...common, balance: Number(launch.demoBalance ?? 0), bonus: 0, bonus_play: false, max_bet: null };
  const [player] = await db.select({ total: players.balanceTotal, bonus: players.balanceBonus }).from(players).where(eq(players.id, launch.playerId!));
  const bonus = launch.campaignId === null ? null : await activeBonusOf(db, launch.playerId!, launch.campaignId, clock());
  return {
    ...common,
    balance: Number(player?.total ?? 0),
    bonus: Number(player?.bonus ?? 0),
    bonus_play: bonus !== null,
    max_bet: bonus?.maxBet ? Number(bonus.maxBet) : null,
  };
}
