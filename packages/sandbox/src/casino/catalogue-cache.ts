/**
 * Answers of the catalogue calls (casino/games, providers, sections), kept in memory by query.
 * The catalogue changes only through the sandbox's own admin calls, which call `invalidate()`;
 * meanwhile the game list (a CatalogueSnapshot) and the small lists are read once and served from
 * memory, which is what keeps casino/games within its p99 budget under load (bench/api-load.ts).
 */
export class CatalogueCache {
  private readonly answers = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries = 5000) {}

  /** The cached answer for `key`, or `load()`'s, which is kept unless it fails. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.answers.get(key);
    if (cached) {
      // Map order is the eviction order: a hit moves to the back.
      this.answers.delete(key);
      this.answers.set(key, cached);
      return cached as Promise<T>;
    }
    const loading = load();
    this.answers.set(key, loading);
    loading.catch(() => {
      if (this.answers.get(key) === loading) this.answers.delete(key);
    });
    if (this.answers.size > this.maxEntries) this.answers.delete(this.answers.keys().next().value!);
    return loading;
  }

  /** Forget every answer: call after any change to games, providers or sections. */
  invalidate(): void {
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }
}
