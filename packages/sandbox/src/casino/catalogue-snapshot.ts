import { asc, eq } from 'drizzle-orm';
import type { Game } from '@casino-sdk/core/contract';
import type { Database } from '../db/database';
import { games } from '../db/schema';
import { listGames } from './game-list';

/** What casino/games filters on, beside the answer's own fields. */
interface Entry {
  item: Game;
  /** Lower-cased, for the search. */
  name: string;
  sectionIds: Set<number>;
}

export interface GamesFilter {
  section_id?: number;
  provider_id?: number;
  /** Search text, already trimmed; matched case-insensitively anywhere in the name. */
  name?: string;
  type?: string;
  is_desktop?: 0 | 1;
  is_mobile?: 0 | 1;
  is_live?: 0 | 1;
  reels?: number;
}

/**
 * The enabled games, read once in lobby order (rank, then id) with their answer already built. A
 * lobby page is then a filter and a slice in memory: under the bench's 200 requests a second PGlite
 * answered a page in about 40 ms, one at a time, and fell minutes behind; this answers in well
 * under a millisecond. The catalogue changes only through the sandbox's admin calls, which drop
 * the snapshot (CatalogueCache.invalidate).
 */
export class CatalogueSnapshot {
  /** The filtered lists lobbies asked for lately, by filter: paging through one is then a slice. */
  private readonly lists = new Map<string, Game[]>();

  private constructor(private readonly entries: Entry[]) {}

  static async load(db: Database, origin: string): Promise<CatalogueSnapshot> {
    const items = await listGames(db, { where: eq(games.isEnabled, true), orderBy: [asc(games.rank), asc(games.id)] }, origin);
    return new CatalogueSnapshot(items.map((item) => ({ item, name: item.name.toLowerCase(), sectionIds: new Set(item.section_ids) })));
  }

  /** One page of the games that pass every filter given, and how many pass. */
  page(filter: GamesFilter, page: number, perPage: number): { data: Game[]; total: number } {
    const matches = this.matching(filter);
    const from = (page - 1) * perPage;
    return { data: matches.slice(from, from + perPage), total: matches.length };
  }

  private matching(filter: GamesFilter): Game[] {
    const search = filter.name?.toLowerCase() || undefined;
    const key = JSON.stringify([filter.section_id, filter.provider_id, search, filter.type, filter.reels, filter.is_desktop, filter.is_mobile, filter.is_live]);
    const cached = this.lists.get(key);
    if (cached) return cached;
    const flag = (wanted: 0 | 1 | undefined, value: boolean | undefined) => wanted === undefined || (wanted === 1) === value;
    const matches = this.entries
      .filter(
        ({ item, name, sectionIds }) =>
          (filter.section_id === undefined || sectionIds.has(filter.section_id)) &&
          (filter.provider_id === undefined || item.provider_id === filter.provider_id) &&
          (!search || name.includes(search)) &&
          (!filter.type || item.type === filter.type) &&
          (filter.reels === undefined || item.reels_numbers === filter.reels) &&
          flag(filter.is_desktop, item.is_desktop) &&
          flag(filter.is_mobile, item.is_mobile) &&
          flag(filter.is_live, item.is_live),
      )
      .map((e) => e.item);
    // Bounded: arbitrary searches must not grow memory without end; the oldest list goes first.
    if (this.lists.size >= 500) this.lists.delete(this.lists.keys().next().value!);
    this.lists.set(key, matches);
    return matches;
  }
}
