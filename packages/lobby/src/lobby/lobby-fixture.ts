import type { Game, GameDetail, Provider, Section } from '@casino-sdk/core/contract/casino';
import type { BigWin } from '@casino-sdk/core/contract/winners';
import type { Jackpot } from '@casino-sdk/core/contract/jackpot';
import { FIXTURE_BANNERS } from '@casino-sdk/ui/banners/banner-fixture';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';

/**
 * A catalogue platform for the lobby's model tests, view tests and stories: `cms/banners`, `casino/sections`,
 * `casino/providers` and a `casino/games` that filters and pages like the sandbox. Games are
 * generated, so any size is one option away.
 */
export interface LobbyFixtureOptions {
  games?: number;
  /** 'hang' never answers the games call (loading); 'fail' answers 400. */
  behaviour?: 'ok' | 'hang' | 'fail';
  /** 'fail' answers `casino/sections/{id}/providers` with 404, so the lobby falls back to all providers. */
  sectionProviders?: 'ok' | 'fail';
  /** Milliseconds before each games answer. */
  delayMs?: number;
  /** The signed-in player's favourite game ids, the most recently added first. */
  favourites?: number[];
  /** The games the player last played, newest first. */
  recent?: number[];
  /** 'fail' refuses every favourite change (422, the limit), so the heart goes back. */
  favouriteChanges?: 'ok' | 'fail';
  /** `static/casinoGames/{id}`, the info panel's call: 'hang' never answers, 'fail' answers 404 (a game taken off). */
  gameInfo?: 'ok' | 'hang' | 'fail';
  /** `casino/winners`, the winners feed: its wins (`fixtureWins()` unless given), or 'fail' (404: a platform without the call). */
  winners?: readonly BigWin[] | 'fail';
  /** `casino/jackpots`: 'hang' never answers, 'fail' answers 400, 'none' has no jackpots, 'absent' answers 404 (a platform without the call). */
  jackpots?: 'ok' | 'hang' | 'fail' | 'none' | 'absent';
  /** How many providers the platform has (3 unless more are asked for: a strip that scrolls). */
  providers?: number;
  /** The games calls of one `section_id` (a home rail's): 'hang' never answers, 'fail' answers 400. */
  sectionGames?: Record<number, 'hang' | 'fail'>;
  /** Answers every call that is not the catalogue's (the story platform); without it, 404. */
  next?: typeof fetch;
}

export const fixtureSections: Section[] = [
  { id: 1, slug: 'casino', rank: 1, name: 'Casino' },
  { id: 2, slug: 'prime', rank: 2, name: 'Prime' },
  { id: 3, slug: 'live-casino', rank: 3, name: 'Live casino' },
  { id: 4, slug: 'crash-games', rank: 4, name: 'Crash games' },
  { id: 5, slug: 'others', rank: 5, name: 'Others' },
  { id: 6, slug: 'popular', rank: 6, name: 'Popular' },
  { id: 7, slug: 'new', rank: 7, name: 'New' },
  { id: 9, slug: 'jackpots', rank: 9, name: 'Jackpots' },
];

export const fixtureProviders: Provider[] = [
  { id: 1, name: 'Red Kite Studios', slug: 'red-kite', is_visible: true, is_enabled: true },
  { id: 2, name: 'Aurora Reels', slug: 'aurora', is_visible: true, is_enabled: true },
  { id: 3, name: 'Velvet Spin', slug: 'velvet', is_visible: true, is_enabled: true },
];

const WORDS = ['Golden', 'Fruit', 'Dragon', 'Lucky', 'Mystic', 'Neon', 'Royal', 'Wild'];
const THINGS = ['Reels', 'Fortune', 'Temple', 'Lantern', 'Galaxy', 'Castle', 'Harbour', 'Spins'];
const HUES = [12, 48, 96, 160, 200, 260, 300, 330];

/** A small coloured picture as a data URL: stories and tests need no server for art. */
function art(id: number): string {
  const hue = HUES[id % HUES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 85% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 80% 30%)"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function fixtureGame(id: number): Game {
  const provider = fixtureProviders[id % fixtureProviders.length]!;
  return {
    id,
    provider_id: provider.id,
    name: `${WORDS[id % WORDS.length]} ${THINGS[Math.floor(id / WORDS.length) % THINGS.length]} ${id}`,
    slug: `game-${id}`,
    image: art(id),
    is_live: id % 5 === 0,
    reels_numbers: 3 + (id % 3),
    rank: id,
    has_demo: id % 4 !== 0,
    // Live games (every fifth) are also the live-casino route's; the newest are "new", every eleventh a jackpot game.
    section_ids: [1, 2, ...(id % 5 === 0 ? [3] : []), ...(id <= 10 ? [6] : []), ...(id > 150 ? [7] : []), ...(id % 11 === 0 ? [9] : [])],
    provider: { id: provider.id, name: provider.name },
    // Every seventh game plays for its provider's jackpot.
    jackpot_id: id % 7 === 0 ? provider.id : null,
  };
}

/** A game's detail with the info panel's facts: a slot with every fact, a live game (every fifth) with few. */
export function fixtureGameDetail(id: number): GameDetail {
  const game = fixtureGame(id);
  const provider = fixtureProviders.find((item) => item.id === game.provider_id)!;
  const slot = !game.is_live;
  return {
    ...game,
    provider: { ...provider, slug: provider.slug! },
    rtp: 96.12,
    volatility: slot ? 'high' : null,
    min_bet: 0.1,
    max_bet: 10,
    reels: slot ? game.reels_numbers : null,
    lines: slot ? 20 : null,
    description: slot ? `${game.name} is a ${game.reels_numbers}-reel slot by ${provider.name} with 20 paylines.` : `${game.name} is dealt live by a real dealer, streamed by ${provider.name}.`,
  };
}

const WINNERS = ['j***8', 'm***a', 'l***k', 'a***0', 'z***7', 'k***s', 'p***r', 'e***n'];
const WIN_CURRENCIES = [
  { code: 'EUR', symbol: '€' },
  { code: 'EUR', symbol: '€' },
  { code: 'CZK', symbol: 'Kč' },
  { code: 'PLN', symbol: 'zł' },
];

/** Big wins on the catalogue's games, newest first, a few minutes apart, in EUR, CZK and PLN. */
export function fixtureWins(count = 8): BigWin[] {
  return Array.from({ length: count }, (_, index) => {
    const game = fixtureGame(index * 4 + 2);
    const currency = WIN_CURRENCIES[index % WIN_CURRENCIES.length]!;
    return {
      nickname: WINNERS[index % WINNERS.length]!,
      game: { id: game.id, provider_id: game.provider_id, name: game.name, image: game.image },
      amount: (currency.code === 'EUR' ? 1 : currency.code === 'CZK' ? 25 : 4) * (120 + index * 37.5),
      currency,
      created_at: new Date(Date.UTC(2026, 10, 27, 12, 0) - index * 7 * 60_000).toISOString(),
    };
  });
}

/** Each provider's jackpot in euros; `calls` more polls have added a cent each time, so a test sees it grow. */
export function fixtureJackpots(calls = 0): Jackpot[] {
  return fixtureProviders
    .map((provider, index) => ({ id: provider.id, provider_id: provider.id, name: `${provider.name} Jackpot`, amount: [12_480.5, 87_311.25, 4_020][index]! + calls / 100, currency: { id: 1, code: 'EUR', symbol: '€' } }))
    .sort((a, b) => b.amount - a.amount);
}

/** The three fixture providers, then generated studios up to `count`. */
function providersUpTo(count: number): Provider[] {
  const more = Array.from({ length: Math.max(0, count - fixtureProviders.length) }, (_, index) => {
    const id = fixtureProviders.length + index + 1;
    return { id, name: `${WORDS[id % WORDS.length]} Studio ${id}`, slug: `studio-${id}`, is_visible: true, is_enabled: true };
  });
  return [...fixtureProviders, ...more];
}

export function createLobbyFixture(options: LobbyFixtureOptions = {}): typeof fetch & { calls: URL[] } {
  const providers = providersUpTo(options.providers ?? fixtureProviders.length);
  const catalogue = Array.from({ length: options.games ?? 200 }, (_, index) => fixtureGame(index + 1));
  const calls: URL[] = [];
  let favourites = [...(options.favourites ?? [])];
  let jackpotCalls = 0;
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const path = url.pathname.replace(/^.*?\/v1\//, '');
    const own = path.startsWith('casino/') || path.startsWith('static/casinoGames/') || path.startsWith('me/favourites') || path === 'me/recently-played' || path === 'cms/banners';
    if (options.next && !own) return options.next(input, init);
    calls.push(url);
    if (method === 'POST' && path === 'cms/skin-in-maintenance') return jsonResponse({ in_maintenance: false });
    if (path === 'me/messages/readone') return jsonResponse(null);
    if (path === 'me/favourites') return jsonResponse({ data: favourites.map(fixtureGame) });
    if (path === 'me/recently-played') return jsonResponse({ data: (options.recent ?? []).map(fixtureGame) });
    const favourite = /^me\/favourites\/(\d+)$/.exec(path);
    if (favourite) {
      if (options.favouriteChanges === 'fail') return jsonResponse({ message: 'You can keep at most 200 favourite games.', code: 'too_many_favourites' }, 422);
      const id = Number(favourite[1]);
      favourites = favourites.filter((item) => item !== id);
      if (method === 'PUT') favourites.unshift(id);
      return jsonResponse({ message: 'Saved.' });
    }
    if (path === 'cms/banners') return jsonResponse({ data: FIXTURE_BANNERS });
    const info = /^static\/casinoGames\/(\d+)$/.exec(path);
    if (info) {
      if (options.gameInfo === 'hang') return new Promise(() => {});
      if (options.gameInfo === 'fail') return jsonResponse({ message: 'Game not found.' }, 404);
      return jsonResponse(fixtureGameDetail(Number(info[1])));
    }
    if (path === 'casino/winners') {
      if (options.winners === 'fail') return jsonResponse({ message: 'Not found.' }, 404);
      return jsonResponse({ data: options.winners ?? fixtureWins() });
    }
    if (path === 'casino/jackpots') {
      if (options.jackpots === 'hang') return new Promise(() => {});
      if (options.jackpots === 'fail') return jsonResponse({ message: 'Refused' }, 400);
      if (options.jackpots === 'absent') return jsonResponse({ message: 'Not found.' }, 404);
      return jsonResponse({ data: options.jackpots === 'none' ? [] : fixtureJackpots(jackpotCalls++) });
    }
    if (path === 'casino/sections') return jsonResponse({ data: fixtureSections });
    if (path === 'casino/providers') return jsonResponse({ data: providers });
    // A section's providers: those with a game in it (the first two here), or 404 for another section.
    const sectionProviders = /^casino\/sections\/(\d+)\/providers$/.exec(path);
    if (sectionProviders) {
      const known = fixtureSections.some((item) => item.id === Number(sectionProviders[1]));
      if (!known || options.sectionProviders === 'fail') return jsonResponse({ message: 'Section not found.' }, 404);
      return jsonResponse({ data: options.providers ? providers : fixtureProviders.slice(0, 2) });
    }
    if (path !== 'casino/games') return jsonResponse({ message: `No fixture for ${method} ${path}` }, 404);
    if (options.behaviour === 'hang') return new Promise(() => {});
    if (options.behaviour === 'fail') return jsonResponse({ message: 'Refused' }, 400);
    const sectionBehaviour = options.sectionGames?.[Number(url.searchParams.get('section_id'))];
    if (sectionBehaviour === 'hang') return new Promise(() => {});
    if (sectionBehaviour === 'fail') return jsonResponse({ message: 'Refused' }, 400);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const query = url.searchParams;
    const number = (name: string) => (query.has(name) ? Number(query.get(name)) : null);
    const section = number('section_id');
    const provider = number('provider_id');
    const reels = number('reels');
    const live = number('is_live');
    const name = query.get('name')?.toLowerCase();
    const found = catalogue.filter(
      (game) =>
        (section === null || game.section_ids?.includes(section)) &&
        (provider === null || game.provider_id === provider) &&
        (reels === null || game.reels_numbers === reels) &&
        (live === null || game.is_live === (live === 1)) &&
        (!name || game.name.toLowerCase().includes(name)),
    );
    const page = number('page') ?? 1;
    const perPage = number('per_page') ?? 48;
    return jsonResponse({
      data: found.slice((page - 1) * perPage, page * perPage),
      current_page: page,
      last_page: Math.max(1, Math.ceil(found.length / perPage)),
      per_page: perPage,
      total: found.length,
    });
  };
  return Object.assign(fn, { calls });
}
