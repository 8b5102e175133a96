import { ART_VERSION } from '../art/art-version';
import type { providers } from '../db/schema';

export type GameType = 'slot' | 'live' | 'table' | 'crash' | 'instant';

interface SeedProvider {
  row: typeof providers.$inferInsert;
  /** What the provider makes, as weights; the catalogue generator draws from these. */
  makes: Partial<Record<GameType, number>>;
  /** How many of the catalogue's games it makes, relative to the others: big studios and small ones. */
  share: number;
}

export function providerImagePath(id: number): string {
  return `/sandbox/art/provider/${id}.svg?v=${ART_VERSION}`;
}

const provider = (id: number, name: string, slug: string, makes: SeedProvider['makes'], share: number): SeedProvider => ({
  row: { id, name, slug, rank: id, image: providerImagePath(id) },
  makes,
  share,
});

// Fictional studios: no real brand appears in the sandbox. The first ten keep their ids from the
// 600-game catalogue, so links to them stay valid.
export const seedProviders: SeedProvider[] = [
  provider(1, 'Aurora Reels', 'aurora-reels', { slot: 1 }, 1.4),
  provider(2, 'Red Kite Studios', 'red-kite-studios', { slot: 0.9, instant: 0.1 }, 1.3),
  provider(3, 'Nordlight Gaming', 'nordlight-gaming', { slot: 0.7, table: 0.3 }, 1.1),
  provider(4, 'Pixel Pirate', 'pixel-pirate', { slot: 0.5, crash: 0.3, instant: 0.2 }, 0.9),
  provider(5, 'Velvet Spin', 'velvet-spin', { slot: 0.6, live: 0.4 }, 1),
  provider(6, 'Blue Harbour Live', 'blue-harbour-live', { live: 1 }, 1.2),
  provider(7, 'Thunderforge', 'thunderforge', { slot: 1 }, 1.5),
  provider(8, 'Lucky Lynx', 'lucky-lynx', { slot: 0.85, table: 0.15 }, 1),
  provider(9, 'Orbit Crash Labs', 'orbit-crash-labs', { crash: 0.7, instant: 0.3 }, 0.8),
  provider(10, 'Maple Table Games', 'maple-table-games', { table: 0.8, live: 0.2 }, 0.8),
  provider(11, 'Golden Lotus Gaming', 'golden-lotus-gaming', { slot: 0.9, table: 0.1 }, 1.2),
  provider(12, 'Stormcrow Studios', 'stormcrow-studios', { slot: 1 }, 1.3),
  provider(13, 'Cobalt Live', 'cobalt-live', { live: 0.9, table: 0.1 }, 0.9),
  provider(14, 'Sugarwave', 'sugarwave', { slot: 0.8, instant: 0.2 }, 0.9),
  provider(15, 'Ironclad Gaming', 'ironclad-gaming', { slot: 0.75, table: 0.25 }, 1),
  provider(16, 'Jetstream Games', 'jetstream-games', { crash: 0.6, instant: 0.4 }, 0.7),
  provider(17, 'Sunspire Slots', 'sunspire-slots', { slot: 1 }, 1.2),
  provider(18, 'Mosaic Gaming', 'mosaic-gaming', { slot: 0.7, instant: 0.3 }, 0.8),
  provider(19, 'Highroller Studios', 'highroller-studios', { table: 0.5, live: 0.3, slot: 0.2 }, 0.7),
  provider(20, 'Wildberry Games', 'wildberry-games', { slot: 0.9, crash: 0.1 }, 1),
];
