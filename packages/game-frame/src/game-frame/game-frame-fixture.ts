import type { PlayerInfo, Runtime } from '@casino-sdk/core';
import type { ActiveBonus } from '@casino-sdk/core/contract/bonus';
import { playerInfoFixture } from '@casino-sdk/core/contract/fixtures';
import type { GameDetail, PlaySessionSummary } from '@casino-sdk/core/contract/casino';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';

/**
 * A game platform for the game frame's model tests, view tests and stories: the game's details,
 * the launch with every outcome, the campaign calls and the play session, without a server.
 */
export interface GameFixtureOptions {
  /** The signed-in player (the fixture answers GET me with it); undefined: a visitor. */
  player?: Partial<PlayerInfo>;
  /** How POST casino/play answers: a URL (default), nothing, an error, or never. */
  play?: 'ok' | 'empty' | 'hang' | 'foreign-url' | { status: number; code: string; message: string };
  /** The bonus the forced-campaign call answers. */
  bonus?: ActiveBonus | null;
  useBonus?: boolean;
  /** The game's provider is switched off. */
  providerDisabled?: boolean;
  /** POST me/mga/realityCheck fails (503). */
  realityCheckFails?: boolean;
  /** Changes to the game's details (no demo, no smallest bet). */
  game?: Partial<GameDetail>;
  /** Answers every call this fixture does not know (the story platform); without it, 404. */
  next?: typeof fetch;
}

export const GAME_ORIGIN = 'https://games.example';
export const fixtureGameId = 7;
export const fixtureProviderId = 2;

export const fixtureGameDetail: GameDetail = {
  id: fixtureGameId,
  provider_id: fixtureProviderId,
  name: 'Golden Harbour',
  slug: 'golden-harbour',
  image: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  is_live: false,
  reels_numbers: 5,
  rank: 1,
  has_demo: true,
  provider: { id: fixtureProviderId, name: 'Aurora Reels', slug: 'aurora', is_enabled: true },
  min_bet: 0.1,
};

export const fixtureBonus: ActiveBonus = {
  target: 1000,
  freespins: 20,
  freespins_counter: 5,
  counter_percentage: 40,
  campaign_id: 3,
  campaign: { id: 3, name: 'Welcome spins', max_bet: 5 },
};

export const fixtureSession: PlaySessionSummary = {
  started_at: '2026-01-01T10:00:00Z',
  seconds: 3725,
  rounds: 120,
  bets: 60,
  wins: 47.7,
  net: -12.3,
  currency: { id: 1, code: 'EUR', symbol: '€' },
};

export const fixturePlayer: PlayerInfo = {
  ...playerInfoFixture,
  id: 42,
  user_id: 4200,
  skin_id: 1,
  currency: { id: 1, code: 'EUR', symbol: '€' },
  information: { ...playerInfoFixture.information, reality_minutes: 60 },
  bonus: null,
  kyc: [],
};

export interface GameFixtureCall {
  method: string;
  path: string;
  body: unknown;
}

export function createGameFixture(options: GameFixtureOptions = {}): typeof fetch & { calls: GameFixtureCall[] } {
  const calls: GameFixtureCall[] = [];
  const player = options.player ? { ...fixturePlayer, ...options.player } : null;
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^.*?\/v1\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const own = (answer: () => Response | Promise<Response>) => {
      calls.push({ method, path, body });
      return answer();
    };
    if (path === `static/casinoGames/${fixtureGameId}`) {
      return own(() => jsonResponse({ ...fixtureGameDetail, ...options.game, provider: { ...fixtureGameDetail.provider, is_enabled: !options.providerDisabled } }));
    }
    if (path.startsWith('casino/play/')) {
      return own(() => {
        const play = options.play ?? 'ok';
        if (play === 'hang') return new Promise<Response>(() => {});
        if (play === 'empty') return jsonResponse({});
        if (typeof play === 'object') return jsonResponse({ message: play.message, code: play.code }, play.status);
        const base = play === 'foreign-url' ? 'https://elsewhere.example' : GAME_ORIGIN;
        return jsonResponse((body as { is_demo?: boolean }).is_demo ? { play_for_fun: `${base}/slot?mode=demo` } : { play_for_real: `${base}/slot?mode=real` });
      });
    }
    if (path === 'casino/sessions') return own(() => (method === 'GET' ? jsonResponse(fixtureSession) : jsonResponse({ message: 'ok' })));
    if (path === 'me/mga/realityCheck') return own(() => (options.realityCheckFails ? jsonResponse({ message: 'Unavailable.' }, 503) : jsonResponse({ message: 'Reality check recorded.' })));
    if (/^campaigns\/\d+\/players\/\d+\/ping$/.test(path)) return own(() => jsonResponse({ useBonus: options.useBonus ?? false }));
    if (/^campaigns\/players\/\d+\/forced$/.test(path)) return own(() => jsonResponse({ bonus: options.bonus ?? null }));
    if (player && path === 'me') return jsonResponse(player);
    if (player && path === 'me/balance') return own(() => jsonResponse(player.balance));
    if (method === 'POST' && path === 'cms/skin-in-maintenance') return jsonResponse({ in_maintenance: false });
    if (path === 'me/messages/readone') return jsonResponse(null);
    if (options.next) return options.next(input, init);
    return jsonResponse({ message: `No fixture for ${method} ${path}` }, 404);
  };
  return Object.assign(fn, { calls });
}

/** The skin of the fixture allows the fixture's game origin. */
export function allowFixtureOrigin(runtime: Runtime): void {
  runtime.store.skinSettings.value = { ...runtime.store.skinSettings.value, game_origins: [GAME_ORIGIN] };
}
