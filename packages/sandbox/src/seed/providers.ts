import type { providers } from '../db/schema';

export type GameType = 'slot' | 'live' | 'table' | 'crash' | 'instant';

interface SeedProvider {
  row: typeof providers.$inferInsert;
  /** What the provider makes, as weights; the catalogue generator draws from these. */
  makes: Partial<Record<GameType, number>>;
}

// Fictional studios: no real brand appears in the sandbox.
export const seedProviders: SeedProvider[] = [
  { row: { id: 1, name: 'Aurora Reels', slug: 'aurora-reels', rank: 1 }, makes: { slot: 1 } },
  { row: { id: 2, name: 'Red Kite Studios', slug: 'red-kite-studios', rank: 2 }, makes: { slot: 0.9, instant: 0.1 } },
  { row: { id: 3, name: 'Nordlight Gaming', slug: 'nordlight-gaming', rank: 3 }, makes: { slot: 0.7, table: 0.3 } },
  { row: { id: 4, name: 'Pixel Pirate', slug: 'pixel-pirate', rank: 4 }, makes: { slot: 0.5, crash: 0.3, instant: 0.2 } },
  { row: { id: 5, name: 'Velvet Spin', slug: 'velvet-spin', rank: 5 }, makes: { slot: 0.6, live: 0.4 } },
  { row: { id: 6, name: 'Blue Harbour Live', slug: 'blue-harbour-live', rank: 6 }, makes: { live: 1 } },
  { row: { id: 7, name: 'Thunderforge', slug: 'thunderforge', rank: 7 }, makes: { slot: 1 } },
  { row: { id: 8, name: 'Lucky Lynx', slug: 'lucky-lynx', rank: 8 }, makes: { slot: 0.85, table: 0.15 } },
  { row: { id: 9, name: 'Orbit Crash Labs', slug: 'orbit-crash-labs', rank: 9 }, makes: { crash: 0.7, instant: 0.3 } },
  { row: { id: 10, name: 'Maple Table Games', slug: 'maple-table-games', rank: 10 }, makes: { table: 0.8, live: 0.2 } },
];
