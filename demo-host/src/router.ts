import { isLanguage, type Language } from '@casino-sdk/core';
import { ADMIN_ACCESS_ROUTE, DEFAULT_LANGUAGE, localePath } from '@casino-sdk/core/rules';

export interface Location {
  language: Language;
  /** The path after the language prefix, without slashes at either end: '' for home. */
  route: string;
}

/** `/de/casino` → { language: 'de', route: 'casino' }; `/` keeps the given fallback language. */
export function parseLocation(pathname: string, fallback: Language = DEFAULT_LANGUAGE): Location {
  const parts = pathname.split('/').filter(Boolean);
  const [first, ...rest] = parts;
  if (isLanguage(first)) return { language: first, route: rest.join('/') };
  return { language: fallback, route: parts.join('/') };
}

export interface Page {
  /** i18n key of the document title. */
  titleKey: string;
  /**
   * A bare page: the host shows it without header, footer and demo bar (`data-shell="bare"` on
   * `<body>`), e.g. the maintenance page, whose links would all lead back to it. A function is
   * asked on every render (the admin page is bare only while maintenance lasts).
   */
  bare?: boolean | (() => boolean);
  render(location: Location): HTMLElement;
  /**
   * Starts loading the page's own elements (a dynamic import; render calls it too). The host
   * calls it for the first route at start, so that import runs alongside the SDK's start.
   */
  load?(): void;
  /**
   * Starts the page's first data call, which its element later takes instead of asking again.
   * The host calls it for the first route at start, beside `load`, so the data does not wait for
   * the element's chunk.
   */
  startCalls?(location: Location): void;
}

/** Pages by route; a key may hold `:name` segments (`game/play/:providerId/:gameId`). */
export type RouteTable = Record<string, Page>;

/** The page of `route`: its own key, else a key whose `:name` segments match any one segment. */
export function findPage(routes: RouteTable, route: string): Page | undefined {
  if (Object.prototype.hasOwnProperty.call(routes, route)) return routes[route];
  const parts = route.split('/');
  for (const [key, page] of Object.entries(routes)) {
    const pattern = key.split('/');
    if (!key.includes(':') || pattern.length !== parts.length) continue;
    if (pattern.every((segment, index) => (segment.startsWith(':') ? parts[index] !== '' : segment === parts[index]))) return page;
  }
  return undefined;
}

export interface Router {
  go(path: string, options?: { replace?: boolean }): void;
  /** Checks the current route against the SDK's rules again (maintenance, sign-in changed). */
  recheck(): void;
  current(): Location;
  /** Sets the document title again (texts changed). */
  retitle(): void;
}

/**
 * The document title: the page, then the operator's brand ("Help | Harbour Casino"), so a tab or a
 * bookmark says whose site it is. The brand alone where the page is named after it or has no name.
 */
export function documentTitle(page: string, brand: string): string {
  const name = brand.trim();
  const title = page.trim();
  if (!name) return title;
  return !title || title === name ? name : `${title} | ${name}`;
}

/** Routes the spec serves without a language prefix. */
const UNPREFIXED = new Set([ADMIN_ACCESS_ROUTE]);

/**
 * The host's whole router: maps `/{lang}/{route}` to a page of custom elements, takes the SDK's
 * `casino-navigate` requests, asks the SDK's route rules (`guard`) before showing anything, and
 * sends unknown paths home (spec: any other path redirects to /).
 */
export function startRouter(options: {
  outlet: HTMLElement;
  routes: RouteTable;
  fallbackLanguage: () => Language;
  /** The SDK's rules: null to show the path, else where to go instead. */
  guard: (path: string) => string | null;
  onLocation: (location: Location, path: string) => void;
  title: (key: string) => string;
}): Router {
  const { outlet, routes, onLocation } = options;
  let location = parseLocation(window.location.pathname, options.fallbackLanguage());
  let shown: { path: string; page: Page } | null = null;

  function render(focus: boolean, hops = 0) {
    const { pathname, search, hash } = window.location;
    location = parseLocation(pathname, options.fallbackLanguage());
    const page = findPage(routes, location.route);
    const prefixed = isLanguage(pathname.split('/')[1]) || UNPREFIXED.has(location.route);
    // Every route carries the language prefix; anything unknown goes home.
    const fixed = !prefixed
      ? localePath(location.language, location.route) + search + hash
      : (options.guard(pathname + search + hash) ?? (page ? null : localePath(location.language)));
    if (fixed && hops < 5) {
      history.replaceState(null, '', fixed);
      render(focus, hops + 1);
      return;
    }
    if (!page) return;
    onLocation(location, pathname + search + hash);
    document.documentElement.lang = location.language;
    document.body.dataset.shell = (typeof page.bare === 'function' ? page.bare() : page.bare) ? 'bare' : 'full';
    document.title = options.title(page.titleKey);
    // The same page again (a hash change, a recheck that kept it): keep what the player typed.
    if (shown?.path === pathname + search && shown.page === page) return;
    shown = { path: pathname + search, page };
    outlet.replaceChildren(page.render(location));
    if (focus) {
      // A route change is a new page for screen-reader users: put them at its start.
      window.scrollTo(0, 0);
      outlet.focus({ preventScroll: true });
    }
  }

  function go(path: string, { replace = false } = {}) {
    const url = new URL(path, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    const target = url.pathname + url.search + url.hash;
    if (replace) history.replaceState(null, '', target);
    else history.pushState(null, '', target);
    render(true);
  }

  document.addEventListener('casino-navigate', (event) => {
    const { path, back } = (event as CustomEvent<{ path: string; back?: boolean }>).detail;
    event.preventDefault();
    // `path` is the entry before this one (a game's way back to its lobby): Back finds it as it was left.
    if (back) history.back();
    else go(path);
  });
  window.addEventListener('popstate', () => render(true));
  render(false);

  function retitle() {
    const page = findPage(routes, location.route);
    if (page) document.title = options.title(page.titleKey);
  }

  return { go, recheck: () => render(true), current: () => location, retitle };
}
