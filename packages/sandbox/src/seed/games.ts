import { ART_VERSION } from '../art/art-version';
import type { games, gameSections } from '../db/schema';
import { GENERIC_ADJECTIVES, SLOT_SUFFIXES, SLOT_THEMES, themeOfName } from './game-themes';
import { seedProviders, type GameType } from './providers';
import { seededRandom } from '../seeded-random';
import { sectionIdBySlug } from './sections';

/** The lobby's catalogue: the size of a big operator's, so paging, search and the bench mean something. */
export const GAME_COUNT = 5000;

export function gameImagePath(id: number): string {
  return `/sandbox/art/game/${id}.svg?v=${ART_VERSION}`;
}

const TABLE_GAMES = [
  'European Roulette', 'French Roulette', 'American Roulette', 'Classic Blackjack', 'Multihand Blackjack',
  'Baccarat', 'Punto Banco', "Casino Hold'em", 'Three Card Poker', 'Caribbean Stud', 'Red Dog', 'Sic Bo',
  'Pai Gow Poker', 'Jacks or Better', 'Deuces Wild Poker', 'Craps', 'Blackjack Switch', 'Double Ball Roulette',
];
const TABLE_PREFIXES = ['', 'Premier', 'Classic', 'Mini', 'High Limit', 'Zoom', 'Royal', 'Vegas', 'Monte Carlo', 'Grand', 'Turbo', 'Diamond'];
const TABLE_SUFFIXES = ['', '', '', 'Pro', 'Gold', 'VIP', 'Deluxe', 'Multi-Hand'];

const LIVE_GAMES = [
  'Roulette', 'Blackjack', 'Baccarat', 'Speed Baccarat', 'Sic Bo', 'Dragon Tiger', 'Money Wheel', 'Dice Duel',
  "Hold'em", 'Andar Bahar', 'Speed Roulette', 'Auto Roulette', 'Infinite Blackjack', 'Game Show',
];
const LIVE_ROOMS = [
  'Harbour', 'Velvet', 'Marina', 'Skyline', 'Grand', 'Lounge', 'Studio', 'Salon', 'Riviera', 'Boulevard',
  'Crystal', 'Emerald', 'Platinum', 'Sapphire', 'Golden', 'Sunset', 'Royal', 'Imperial', 'Ivory', 'Azure',
];

const CRASH_GAMES = ['Rocket', 'Comet', 'Balloon', 'Jetpack', 'Satellite', 'Meteor', 'Glider', 'Zeppelin', 'Kite', 'Firework', 'Aviator', 'Starship'];
const CRASH_VERBS = ['Rush', 'Climb', 'Launch', 'Boost', 'Lift', 'Flight', 'Soar', 'Drift', 'Crash', 'Escape'];
const CRASH_ADJECTIVES = ['', '', 'Turbo', 'Neon', 'Sky', 'Mega', 'Cosmic', 'Lucky'];

const INSTANT_GAMES = ['Scratch', 'Plinko', 'Mines', 'Keno', 'Dice', 'Hi-Lo', 'Wheel', 'Limbo', 'Tower', 'Coin Flip', 'Bingo', 'Lottery'];
const INSTANT_THEMES = ['Gems', 'Gold', 'Neon', 'Candy', 'Space', 'Jungle', 'Ocean', 'Classic', 'Ruby', 'Cash', 'Pirate', 'Royal', 'Fruit', 'Lucky', 'Turbo', 'Mega'];

interface GeneratedCatalogue {
  games: (typeof games.$inferInsert)[];
  gameSections: (typeof gameSections.$inferInsert)[];
}

/**
 * The game catalogue, generated the same way every time from a fixed seed: names, providers,
 * types, reels, device flags and section membership. Ids run from 1; rank is a shuffled 1..count.
 * Slot names come from a theme (src/seed/game-themes.ts), so the artwork can be themed by name.
 */
export function generateCatalogue(count = GAME_COUNT): GeneratedCatalogue {
  const random = seededRandom(20_240_601);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const weighted = <K extends string>(weights: Partial<Record<K, number>>): K => {
    const entries = Object.entries(weights) as [K, number][];
    let roll = random() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, w] of entries) {
      roll -= w;
      if (roll <= 0) return key;
    }
    return entries[entries.length - 1]![0];
  };
  const providerShares = Object.fromEntries(seedProviders.map((p, index) => [String(index), p.share]));

  const slotName = (): string => {
    // A name is kept only if its words point back to the theme it was made from (a "Wild Wolf"
    // must not read as jungle), so the artwork matches; a few tries always find one.
    for (let attempt = 0; ; attempt++) {
      const theme = pick(SLOT_THEMES);
      const noun = pick(theme.nouns);
      const style = random();
      let name: string;
      if (theme.patterns && style < 0.45) name = pick(theme.patterns).replace('{n}', noun);
      else name = `${pick(random() < 0.5 ? theme.adjectives : GENERIC_ADJECTIVES)} ${noun}`;
      if (random() < 0.3) name = `${name} ${pick(SLOT_SUFFIXES)}`;
      if (themeOfName(name) === theme || attempt > 20) return name;
    }
  };

  const nameFor = (type: GameType): string => {
    switch (type) {
      case 'slot':
        return slotName();
      case 'table':
        return [pick(TABLE_PREFIXES), pick(TABLE_GAMES), pick(TABLE_SUFFIXES)].filter(Boolean).join(' ');
      case 'live':
        return `${pick(LIVE_ROOMS)} ${pick(LIVE_GAMES)} Live`;
      case 'crash':
        return [pick(CRASH_ADJECTIVES), pick(CRASH_GAMES), pick(CRASH_VERBS)].filter(Boolean).join(' ');
      case 'instant':
        return `${pick(INSTANT_THEMES)} ${pick(INSTANT_GAMES)}`;
    }
  };

  const ranks = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
  }

  const usedNames = new Map<string, number>();
  const taken = new Set<string>();
  const rows: GeneratedCatalogue['games'] = [];
  const links: GeneratedCatalogue['gameSections'] = [];
  const newFrom = count - Math.max(30, Math.round(count / 80));

  for (let id = 1; id <= count; id++) {
    const provider = seedProviders[Number(weighted(providerShares))]!;
    const type = weighted(provider.makes);
    const base = nameFor(type);
    // Repeats get a sequel number rather than a reroll, so the sequence stays stable; a sequel
    // that is some other game's name already ("Bolts 2") takes the next number.
    let sequel = usedNames.get(base) ?? 0;
    let name: string;
    do {
      sequel += 1;
      name = sequel === 1 ? base : `${base} ${sequel}`;
    } while (taken.has(name));
    usedNames.set(base, sequel);
    taken.add(name);

    const reels = type === 'slot' ? weighted({ 3: 0.2, 4: 0.15, 5: 0.65 }) : null;
    const platform = random();
    const rank = ranks[id - 1]!;
    rows.push({
      id,
      providerId: provider.row.id!,
      name,
      slug: `${slugify(name)}-${id}`,
      type,
      isLive: type === 'live',
      // A few titles run on one kind of device only, so the device filters have something to drop.
      isDesktop: platform > 0.04,
      isMobile: platform < 0.04 || platform > 0.09,
      hasDemo: type !== 'live',
      reelsNumbers: reels === null ? null : Number(reels),
      rank,
      rtp: (94 + random() * 3.5).toFixed(2),
      image: gameImagePath(id),
    });

    const sectionSlugs: string[] = [];
    if (type === 'slot') sectionSlugs.push('casino');
    if (type === 'slot' && (provider.row.id! % 2 === 1 || rank <= count / 4)) sectionSlugs.push('prime');
    if (type === 'slot' && id % 11 === 0) sectionSlugs.push('jackpots');
    if (type === 'live') sectionSlugs.push('live-casino');
    if (type === 'crash') sectionSlugs.push('crash-games');
    if (type === 'table' || type === 'instant') sectionSlugs.push('others');
    if (type === 'table') sectionSlugs.push('table-games');
    if (rank <= 36) sectionSlugs.push('popular');
    if (id > newFrom) sectionSlugs.push('new');
    for (const slug of sectionSlugs) links.push({ gameId: id, sectionId: sectionIdBySlug[slug]!, rank });
  }
  return { games: rows, gameSections: links };
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
