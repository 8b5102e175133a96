import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import { errorMessageKey } from '@casino-sdk/core/internal';
import type { Game, Provider, Section } from '@casino-sdk/core/contract/casino';
import { filtersFromQuery, queryFromFilters, readSearch, sameFilters, type LobbyFilters, type LobbySection, type Reels } from './lobby-filters';
import type { LobbyLocation } from './lobby-location';
import { afterNextFrame, afterPaint } from '@casino-sdk/core/internal';
import { LOBBY_MARKS, markLobby } from './lobby-marks';
import { FIRST_GAMES, gamesQuery, MORE_GAMES, pagesFor, type Device } from './lobby-query';
import { casinoCalls } from '../calls';

export type GameList =
  | { kind: 'loading' }
  | { kind: 'ready'; games: readonly Game[]; total: number }
  | { kind: 'error'; messageKey: string };

export interface LobbyModel {
  readonly filters: ReadonlySignal<LobbyFilters>;
  /** The search box's text, applied or not. */
  readonly searchText: ReadonlySignal<string>;
  /** One or two characters typed: the spec's "at least three characters" message shows. */
  readonly searchTooShort: ReadonlySignal<boolean>;
  readonly sections: ReadonlySignal<readonly Section[]>;
  readonly providers: ReadonlySignal<readonly Provider[]>;
  /** The games shown (48 first, 50 more per load). */
  readonly list: ReadonlySignal<GameList>;
  readonly loadingMore: ReadonlySignal<boolean>;
  /**
   * The first list (or its error) has been drawn: set in the frame after the one that drew it. The home
   * page's rails and the provider logos wait for it: their pictures, parsed on the main thread as they
   * arrive, and their own renders held back a page load's list by as much again as the list's own work
   * (decision 0063).
   */
  readonly firstListDrawn: ReadonlySignal<boolean>;
  /** Loads sections, providers and the list the URL names; follows Back and Forward. */
  start(): void;
  typeSearch(text: string): void;
  chooseTab(tab: string | null): void;
  chooseProvider(provider: number | null): void;
  chooseReels(reels: Reels | null): void;
  /** "Load more" and the scroll trigger: 50 more games, when there are more. */
  loadMore(): Promise<void>;
  /** Where the page is scrolled, for Back: kept for the filter's entry when that is still to be written. */
  rememberScroll(y: number): void;
  retry(): void;
  dispose(): void;
}

export interface LobbyModelOptions {
  runtime: Runtime;
  section: LobbySection;
  location: LobbyLocation;
  device: Device;
}

/**
 * The catalogue's calls, loaded with the first request: the schemas (zod) come with the API layer
 * anyway, so the element's own chunk and its first render do not carry them (decision 0005).
 */
type CasinoCalls = Awaited<ReturnType<typeof casinoCalls>>;

/** The lobby without React: filters in the URL, the search rule, paging by 48 + 50. */
export function createLobbyModel({ runtime, section, location, device }: LobbyModelOptions): LobbyModel {
  const initial = filtersFromQuery(location.query(), section);
  const filters = signal<LobbyFilters>(initial);
  const searchText = signal(initial.search);
  const searchTooShort = signal(false);
  const sections = signal<readonly Section[]>([]);
  const providers = signal<readonly Provider[]>([]);
  const list = signal<GameList>({ kind: 'loading' });
  const loadingMore = signal(false);
  const firstListDrawn = signal(false);
  let cancelDrawn: (() => void) | null = null;

  /** Every page fetched so far for the current filters; more than shown while Load more waits. */
  let fetched: Game[] = [];
  let total = 0;
  let shown = 0;
  let controller: AbortController | null = null;
  let sectionsReady: Promise<void> | null = null;
  // Once known, a filter's call starts in the input event itself, before React renders anything.
  let sectionsKnown = false;
  let calls: CasinoCalls | null = null;
  let stopListening: (() => void) | null = null;
  /** The search's rewrite of the history entry, written once its list is on screen. */
  let pendingEntry: (() => void) | null = null;
  let cancelEntry: (() => void) | null = null;
  let pendingScroll: number | null = null;

  function writeEntry(): void {
    cancelEntry?.();
    cancelEntry = null;
    const write = pendingEntry;
    const scroll = pendingScroll;
    pendingEntry = null;
    pendingScroll = null;
    write?.();
    if (scroll !== null) location.rememberScroll(scroll);
  }

  /** The scroll of the entry shown; of the search's entry still to be written, once it is. */
  function rememberScroll(y: number): void {
    if (pendingEntry) pendingScroll = y;
    else location.rememberScroll(y);
  }

  function dropEntry(): void {
    cancelEntry?.();
    cancelEntry = null;
    pendingEntry = null;
    pendingScroll = null;
  }

  /**
   * After the frame that shows the answer (or the error): a history write costs milliseconds of its
   * own, and a browser refreshes the page's icon on every URL change, so neither delays the list.
   */
  function entryAfterPaint(): void {
    if (!pendingEntry || cancelEntry) return;
    cancelEntry = afterPaint(() => {
      cancelEntry = afterPaint(writeEntry);
    });
  }

  async function fetchPage(page: number, owner: AbortController) {
    const query = gamesQuery(section, filters.value, sections.value, device, page);
    return runtime.client.call((calls ??= await casinoCalls()).games, { query, signal: owner.signal });
  }

  /** Fetches the 48-game pages that showing `count` games needs beyond those already here. */
  async function fetchUpTo(count: number, owner: AbortController): Promise<void> {
    const have = pagesFor(fetched.length);
    // Before the first answer the total is unknown: ask for every page the count needs.
    const want = fetched.length === 0 ? pagesFor(count) : Math.min(pagesFor(count), pagesFor(total));
    const pages = Array.from({ length: Math.max(0, want - have) }, (_, index) => have + index + 1);
    const answers = await Promise.all(pages.map((page) => fetchPage(page, owner)));
    if (owner.signal.aborted) return;
    for (const answer of answers) {
      fetched.push(...answer.data);
      total = answer.total;
    }
  }

  function settle(next: GameList) {
    list.value = next;
    cancelDrawn ??= afterNextFrame(() => {
      firstListDrawn.value = true;
    });
  }

  function publish() {
    settle({ kind: 'ready', games: fetched.slice(0, shown), total });
  }

  function failed(caught: unknown, owner: AbortController): void {
    if (owner.signal.aborted || (isApiError(caught) && caught.kind === 'aborted')) return;
    settle({ kind: 'error', messageKey: errorMessageKey(caught) });
  }

  async function loadList(target = FIRST_GAMES): Promise<void> {
    controller?.abort();
    const owner = new AbortController();
    controller = owner;
    fetched = [];
    total = 0;
    shown = 0;
    batch(() => {
      list.value = { kind: 'loading' };
      loadingMore.value = false;
    });
    try {
      if (!sectionsKnown) await sectionsReady;
      if (owner.signal.aborted) return;
      await fetchUpTo(target, owner);
      if (owner.signal.aborted) return;
      shown = Math.min(target, fetched.length);
      publish();
    } catch (caught) {
      failed(caught, owner);
    }
    if (!owner.signal.aborted) entryAfterPaint();
  }

  function apply(next: LobbyFilters, how: 'push' | 'replace'): void {
    if (sameFilters(next, filters.value)) return;
    markLobby(LOBBY_MARKS.filter);
    // Where the player is, on the entry they leave: the view remembers the scroll only once it has
    // settled, and a quick click after a scroll would leave an older place for Back to restore.
    if (how === 'push' && list.value.kind === 'ready') rememberScroll(location.scrolled());
    // The previous change's entry first, so Back undoes the changes one by one.
    writeEntry();
    filters.value = next;
    void loadList();
    const query = queryFromFilters(next, location.query());
    // A new entry at once: the browser keeps the scroll of the entry left as it is when the new one
    // is pushed, and the skeletons would have shortened the page by the time the list is in.
    if (how === 'push') location.push(query);
    else pendingEntry = () => location.replace(query);
  }

  function followLocation(): void {
    // Back or Forward left the entry a pending write was for.
    dropEntry();
    const next = filtersFromQuery(location.query(), section);
    batch(() => {
      searchText.value = next.search;
      searchTooShort.value = false;
      filters.value = next;
    });
    void loadList(location.shown() ?? FIRST_GAMES);
  }

  /**
   * The spec's provider select: the route section's own providers, or every visible provider
   * when the section is unknown or its call fails.
   */
  async function loadProviders(): Promise<void> {
    try {
      const calls = await casinoCalls();
      const id = sections.value.find((item) => item.slug === section)?.id;
      const own = id === undefined ? null : await runtime.client.call(calls.sectionProviders, { params: { id } }).catch(() => null);
      providers.value = (own ?? (await runtime.client.call(calls.providers, { query: { is_visible: 1 } }))).data;
    } catch {
      // Without providers the select offers "All providers" only; the list is unaffected.
    }
  }

  async function loadMore(): Promise<void> {
    const current = list.value;
    const owner = controller;
    if (current.kind !== 'ready' || loadingMore.value || !owner || shown >= total) return;
    writeEntry();
    loadingMore.value = true;
    const target = shown + MORE_GAMES;
    try {
      await fetchUpTo(target, owner);
      if (owner.signal.aborted) return;
      shown = Math.min(target, fetched.length);
      location.rememberShown(shown);
      publish();
    } catch (caught) {
      failed(caught, owner);
    } finally {
      if (controller === owner) loadingMore.value = false;
    }
  }

  return {
    filters,
    searchText,
    searchTooShort,
    sections,
    providers,
    list,
    loadingMore,
    firstListDrawn,
    start() {
      if (sectionsReady) return;
      sectionsReady = casinoCalls()
        .then((calls) => runtime.client.call(calls.sections, {}))
        .then((answer) => {
          sections.value = [...answer.data].sort((a, b) => a.rank - b.rank);
        })
        // Without sections the list still loads, unfiltered by section: better than nothing.
        .catch(() => undefined)
        .then(() => {
          sectionsKnown = true;
        });
      void sectionsReady.then(loadProviders);
      stopListening = location.listen(followLocation);
      void loadList(location.shown() ?? FIRST_GAMES);
    },
    typeSearch(text) {
      searchText.value = text;
      const input = readSearch(text);
      searchTooShort.value = input.kind === 'too-short';
      if (input.kind === 'too-short') return;
      apply({ ...filters.value, search: input.kind === 'search' ? input.text : '' }, 'replace');
    },
    chooseTab: (tab) => apply({ ...filters.value, tab }, 'push'),
    chooseProvider: (provider) => apply({ ...filters.value, provider }, 'push'),
    chooseReels: (reels) => apply({ ...filters.value, reels: section === 'prime' ? reels : null }, 'push'),
    loadMore,
    rememberScroll,
    retry: () => void loadList(Math.max(shown, FIRST_GAMES)),
    dispose() {
      // The host may already show another page: its URL is not the lobby's to write.
      dropEntry();
      controller?.abort();
      controller = null;
      cancelDrawn?.();
      stopListening?.();
      stopListening = null;
    },
  };
}

