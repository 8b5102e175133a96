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
  /** Where the page was scrolled when the player left this entry, for scroll restoration on Back. */
  scroll(): number | null;
  rememberScroll(y: number): void;
  /** Where the page is scrolled now. */
  scrolled(): number;
  /** Back and Forward. Returns the unsubscribe. */
  listen(onChange: () => void): () => void;
}

const SHOWN_KEY = 'casinoLobbyShown';
const SCROLL_KEY = 'casinoLobbyScroll';

/** The history state with one of ours set, or (null) removed; the host's own keys stay. */
function stateWith(state: unknown, key: string, value: number | null): Record<string, unknown> {
  const base = state && typeof state === 'object' ? { ...(state as Record<string, unknown>) } : {};
  if (value === null) delete base[key];
  else base[key] = value;
  return base;
}

function fresh(state: unknown): Record<string, unknown> {
  return stateWith(stateWith(state, SHOWN_KEY, null), SCROLL_KEY, null);
}

function readNumber(state: unknown, key: string): number | null {
  const value = (state as Record<string, unknown> | null)?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The browser's own URL and history. The host's router sees the same URL and only ever adds entries itself. */
export function browserLocation(view: Window): LobbyLocation {
  const url = (query: string) => `${view.location.pathname}${query}${view.location.hash}`;
  return {
    query: () => view.location.search,
    push: (query) => view.history.pushState(fresh(view.history.state), '', url(query)),
    replace: (query) => view.history.replaceState(fresh(view.history.state), '', url(query)),
    shown: () => readNumber(view.history.state, SHOWN_KEY) || null,
    rememberShown: (count) => view.history.replaceState(stateWith(view.history.state, SHOWN_KEY, count), '', view.location.href),
    scroll: () => readNumber(view.history.state, SCROLL_KEY),
    rememberScroll: (y) => view.history.replaceState(stateWith(view.history.state, SCROLL_KEY, Math.round(y)), '', view.location.href),
    scrolled: () => view.scrollY,
    listen(onChange) {
      view.addEventListener('popstate', onChange);
      return () => view.removeEventListener('popstate', onChange);
    },
  };
}

/** A location in memory, for tests and stories. */
export function memoryLocation(initial = ''): LobbyLocation & { entries: { query: string; shown: number | null; scroll: number | null }[]; back(): void; scrollTo(y: number): void } {
  const entries = [{ query: initial, shown: null as number | null, scroll: null as number | null }];
  let index = 0;
  let y = 0;
  const listeners = new Set<() => void>();
  return {
    entries,
    scrollTo(to) {
      y = to;
    },
    scrolled: () => y,
    query: () => entries[index]!.query,
    push(query) {
      entries.splice(index + 1, entries.length, { query, shown: null, scroll: null });
      index += 1;
    },
    replace(query) {
      entries[index] = { query, shown: null, scroll: null };
    },
    shown: () => entries[index]!.shown,
    rememberShown(count) {
      entries[index]!.shown = count;
    },
    scroll: () => entries[index]!.scroll,
    rememberScroll(y) {
      entries[index]!.scroll = y;
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
