import type { games, gameSections } from '../db/schema';
import { seedProviders, type GameType } from './providers';
import { sectionIdBySlug } from './sections';

/** Big enough to page through and filter; item 3 of the roadmap raises it to ~5,000. */
export const GAME_COUNT = 600;

export function gameImagePath(id: number): string {
  return `/sandbox/art/game/${id}.svg`;
}

/** mulberry32: a tiny seeded generator, so every fresh sandbox has the same catalogue. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SLOT_ADJECTIVES = [
  'Golden', 'Lucky', 'Wild', 'Mystic', 'Crystal', 'Blazing', 'Frozen', 'Royal', 'Ancient', 'Cosmic',
  'Emerald', 'Sapphire', 'Thunder', 'Shadow', 'Neon', 'Savage', 'Sunny', 'Midnight', 'Silver', 'Ruby',
  'Jolly', 'Secret', 'Electric', 'Hidden', 'Rainbow', 'Velvet', 'Fiery', 'Starry', 'Majestic', 'Sweet',
];
const SLOT_NOUNS = [
  'Dragon', 'Pharaoh', 'Fruits', 'Jungle', 'Viking', 'Treasure', 'Phoenix', 'Tiger', 'Samurai', 'Pirates',
  'Gems', 'Temple', 'Wolf', 'Panda', 'Horseshoe', 'Sevens', 'Bells', 'Oasis', 'Galaxy', 'Kraken',
  'Carnival', 'Orchard', 'Lagoon', 'Castle', 'Meadow', 'Pyramid', 'Reef', 'Safari', 'Lantern', 'Mermaid',
];
const SLOT_SUFFIXES = ['', '', '', '', 'Deluxe', 'Megaways', 'Hold & Win', 'Rising', '243', 'Xmas', 'Gold Edition', 'Respin'];

const TABLE_GAMES = [
  'European Roulette', 'French Roulette', 'American Roulette', 'Classic Blackjack', 'Multihand Blackjack',
  'Baccarat', 'Punto Banco', "Casino Hold'em", 'Three Card Poker', 'Caribbean Stud', 'Red Dog', 'Sic Bo',
  'Pai Gow Poker', 'Jacks or Better', 'Deuces Wild Poker', 'Craps',
];
const TABLE_PREFIXES = ['', 'Premier', 'Classic', 'Mini', 'High Limit', 'Zoom'];

const LIVE_GAMES = ['Roulette', 'Blackjack', 'Baccarat', 'Speed Baccarat', 'Sic Bo', 'Dragon Tiger', 'Money Wheel', 'Dice Duel', "Hold'em", 'Andar Bahar'];
const LIVE_ROOMS = ['Harbour', 'Velvet', 'Marina', 'Skyline', 'Grand', 'Lounge', 'Studio', 'Salon', 'Riviera', 'Boulevard'];

const CRASH_GAMES = ['Rocket', 'Comet', 'Balloon', 'Jetpack', 'Satellite', 'Meteor', 'Glider', 'Zeppelin', 'Kite', 'Firework'];
const CRASH_VERBS = ['Rush', 'Climb', 'Launch', 'Boost', 'Lift', 'Flight', 'Soar', 'Drift'];

const INSTANT_GAMES = ['Scratch', 'Plinko', 'Mines', 'Keno', 'Dice', 'Hi-Lo', 'Wheel', 'Limbo', 'Tower', 'Coin Flip'];
const INSTANT_THEMES = ['Gems', 'Gold', 'Neon', 'Candy', 'Space', 'Jungle', 'Ocean', 'Classic'];

interface GeneratedCatalogue {
  games: (typeof games.$inferInsert)[];
  gameSections: (typeof gameSections.$inferInsert)[];
}

/**
 * The game catalogue, generated the same way every time from a fixed seed: names, providers,
 * types, reels and section membership. Ids run from 1; rank is a shuffled 1..count.
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

  const nameFor = (type: GameType): string => {
    switch (type) {
      case 'slot':
        return [pick(SLOT_ADJECTIVES), pick(SLOT_NOUNS), pick(SLOT_SUFFIXES)].filter(Boolean).join(' ');
      case 'table':
        return [pick(TABLE_PREFIXES), pick(TABLE_GAMES)].filter(Boolean).join(' ');
      case 'live':
        return `${pick(LIVE_ROOMS)} ${pick(LIVE_GAMES)} Live`;
      case 'crash':
        return `${pick(CRASH_GAMES)} ${pick(CRASH_VERBS)}`;
      case 'instant':
        return `${pick(INSTANT_GAMES)} ${pick(INSTANT_THEMES)}`;
    }
  };

  const ranks = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
  }

  const usedNames = new Map<string, number>();
  const rows: GeneratedCatalogue['games'] = [];
  const links: GeneratedCatalogue['gameSections'] = [];

  for (let id = 1; id <= count; id++) {
    const provider = pick(seedProviders);
    const type = weighted(provider.makes);
    let name = nameFor(type);
    // Repeats get a sequel number rather than a reroll, so the sequence stays stable.
    const seen = usedNames.get(name) ?? 0;
    usedNames.set(name, seen + 1);
    if (seen > 0) name = `${name} ${seen + 1}`;

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
    if (type === 'slot' && (provider.row.id! % 2 === 1 || rank <= 150)) sectionSlugs.push('prime');
    if (type === 'slot' && id % 11 === 0) sectionSlugs.push('jackpots');
    if (type === 'live') sectionSlugs.push('live-casino');
    if (type === 'crash') sectionSlugs.push('crash-games');
    if (type === 'table' || type === 'instant') sectionSlugs.push('others');
    if (type === 'table') sectionSlugs.push('table-games');
    if (rank <= 36) sectionSlugs.push('popular');
    if (id > count - 30) sectionSlugs.push('new');
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
