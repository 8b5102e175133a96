/** Where the lobby keeps its filters: the page URL's query and the history entry's state. */
export interface LobbyLocation {
  /** The current query (`?tab=new&q=fruit`, or empty). */
  query(): string;
  /** A new history entry: Back undoes it. */
  push(query: string): void;
  /** The same entry, new query (typing a search does not fill the history). */
  replace(query: string): void;
  /** How many games this history entry showed, so Back comes back to the same list length. */
  shown(): number | null;
  rememberShown(count: number): void;
  /** Back and Forward. Returns the unsubscribe. */
  listen(onChange: () => void): () => void;
}

const SHOWN_KEY = 'casinoLobbyShown';

function stateWith(state: unknown, shown: number | null): Record<string, unknown> {
  const base = state && typeof state === 'object' ? { ...(state as Record<string, unknown>) } : {};
  if (shown === null) delete base[SHOWN_KEY];
  else base[SHOWN_KEY] = shown;
  return base;
}

/** The browser's own URL and history. The host's router sees the same URL and only ever adds entries itself. */
export function browserLocation(view: Window): LobbyLocation {
  const url = (query: string) => `${view.location.pathname}${query}${view.location.hash}`;
  return {
    query: () => view.location.search,
    push: (query) => view.history.pushState(stateWith(view.history.state, null), '', url(query)),
    replace: (query) => view.history.replaceState(stateWith(view.history.state, null), '', url(query)),
    shown() {
      const value = (view.history.state as Record<string, unknown> | null)?.[SHOWN_KEY];
      return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
    },
    rememberShown: (count) => view.history.replaceState(stateWith(view.history.state, count), '', view.location.href),
    listen(onChange) {
      view.addEventListener('popstate', onChange);
      return () => view.removeEventListener('popstate', onChange);
    },
  };
}

/** A location in memory, for tests and stories. */
export function memoryLocation(initial = ''): LobbyLocation & { entries: { query: string; shown: number | null }[]; back(): void } {
  const entries = [{ query: initial, shown: null as number | null }];
  let index = 0;
  const listeners = new Set<() => void>();
  return {
    entries,
    query: () => entries[index]!.query,
    push(query) {
      entries.splice(index + 1, entries.length, { query, shown: null });
      index += 1;
    },
    replace(query) {
      entries[index] = { query, shown: null };
    },
    shown: () => entries[index]!.shown,
    rememberShown(count) {
      entries[index]!.shown = count;
    },
    listen(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    back() {
      if (index === 0) return;
      index -= 1;
      listeners.forEach((listener) => listener());
    },
  };
}
