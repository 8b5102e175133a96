import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { logout, type Language, type Runtime, type Store } from '@casino-sdk/core';
import { displayedBalance, formatMoney, parseMoney } from '@casino-sdk/core/money';
import { PLAYER_AREA_ROUTES } from '@casino-sdk/core/rules';
import { licenceSeal, type LicenceSeal } from './licence-seal';

/** The six game and promotion links of the desktop header, in the spec's order. */
export const HEADER_LINKS = [
  { route: 'casino', key: 'header.nav.casino' },
  { route: 'prime', key: 'header.nav.prime' },
  { route: 'live-casino', key: 'header.nav.liveCasino' },
  { route: 'crash-games', key: 'header.nav.crashGames' },
  { route: 'others', key: 'header.nav.others' },
  { route: 'promotion', key: 'header.nav.promotions' },
] as const;

export type HeaderRoute = (typeof HEADER_LINKS)[number]['route'];

/** Spec section 9: the desktop layout from this width of the header (px); narrower, the mobile header. */
export const DESKTOP_MIN_WIDTH = 1200;
/** Spec: the header turns compact after this much page scrolling (px). */
export const COMPACT_AFTER_SCROLL = 300;
/** Spec: the scroll-to-top button appears after this much page scrolling (px). */
export const SCROLL_TOP_AFTER_SCROLL = 800;

export interface HeaderScrollState {
  compact: boolean;
  showScrollTop: boolean;
}

/** What the page's vertical scroll position means for the header. */
export function headerScrollState(scrollY: number): HeaderScrollState {
  return { compact: scrollY > COMPACT_AFTER_SCROLL, showScrollTop: scrollY > SCROLL_TOP_AFTER_SCROLL };
}

/** The desktop bar (links, balance field, summary panel) or the mobile bar with its two menus. */
export function isDesktopWidth(width: number): boolean {
  return width >= DESKTOP_MIN_WIDTH;
}

/** The mobile header's two drawers: the links on the left, the account on the right. */
export type HeaderMenu = 'navigation' | 'account';

/** The right menu's links for a player, in the spec's order (Help comes last, for visitors too). */
export const ACCOUNT_MENU_LINKS = [
  { route: PLAYER_AREA_ROUTES.dashboard, key: 'header.dashboard' },
  { route: PLAYER_AREA_ROUTES.deposit, key: 'header.deposit' },
  { route: PLAYER_AREA_ROUTES.withdraw, key: 'header.menu.withdraw' },
] as const;

export interface PlayerFigures {
  name: string;
  /** Displayed balance: total + bonus, 2 decimals, in the player's currency and the page language. */
  balance: string;
  /** balance.available */
  withdrawable: string;
  /** balance.total */
  total: string;
  bonus: string;
  /** The last balance poll failed: the figures may be old. */
  stale: boolean;
}

export type HeaderState = { kind: 'visitor' } | { kind: 'loading' } | ({ kind: 'player' } & PlayerFigures);

/** What the header shows, from the store alone: pure, so it is tested without a DOM. */
export function headerState(store: Store, language: Language): HeaderState {
  if (!store.isAuthenticated.value) return { kind: 'visitor' };
  const player = store.player.value;
  const balance = store.balance.value;
  if (store.playerLoading.value || !player || !balance) return { kind: 'loading' };
  const money = (amount: number) => formatMoney(parseMoney(amount, player.currency.code), language);
  return {
    kind: 'player',
    name: player.name || player.username,
    balance: formatMoney(displayedBalance(balance, player.currency.code), language),
    withdrawable: money(balance.available),
    total: money(balance.total),
    // Spec: bonus amounts to 0 decimals for CZK.
    bonus: formatMoney(parseMoney(balance.bonus, player.currency.code), language, 'bonus'),
    stale: store.balanceStale.value,
  };
}

const HIDDEN_KEY = 'casino-sdk.balance-hidden';

function readHidden(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHidden(hidden: boolean): void {
  try {
    if (hidden) globalThis.sessionStorage?.setItem(HIDDEN_KEY, '1');
    else globalThis.sessionStorage?.removeItem(HIDDEN_KEY);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

export interface HeaderModel {
  readonly state: ReadonlySignal<HeaderState>;
  /** The eye toggle: figures show as ••••• while true. Kept for the tab (sessionStorage). */
  readonly balanceHidden: ReadonlySignal<boolean>;
  readonly summaryOpen: ReadonlySignal<boolean>;
  readonly loggingOut: ReadonlySignal<boolean>;
  /** The mobile drawer open now, if any: one at a time. */
  readonly menu: ReadonlySignal<HeaderMenu | null>;
  /** Past 300 px of scrolling: the smaller bar. */
  readonly compact: ReadonlySignal<boolean>;
  /** Past 800 px of scrolling: the Back to top button. */
  readonly showScrollTop: ReadonlySignal<boolean>;
  /** The skin's licence seal (skin settings), or null. */
  readonly seal: ReadonlySignal<LicenceSeal | null>;
  toggleBalance(): void;
  toggleSummary(): void;
  closeSummary(): void;
  /** Opens `menu` and closes the other one. */
  openMenu(menu: HeaderMenu): void;
  closeMenu(): void;
  /** Closes whatever is open: panel and drawers (a route change, the layout switching). */
  closeAll(): void;
  /** The page's scroll position changed. */
  scrolled(scrollY: number): void;
  /** The `current` attribute: a new page closes the menus. */
  setCurrent(current: string | undefined): void;
  /** While the header is on the page: closes the menus whenever `store.route` changes. Returns the stop. */
  start(): () => void;
  /** Revokes the session (never throws) and closes the panel and menus. */
  logout(): Promise<void>;
}

export function createHeaderModel(runtime: Runtime): HeaderModel {
  const balanceHidden = signal(readHidden());
  const summaryOpen = signal(false);
  const loggingOut = signal(false);
  const menu = signal<HeaderMenu | null>(null);
  const compact = signal(false);
  const showScrollTop = signal(false);
  let current: string | undefined;
  let currentKnown = false;
  const state = computed(() => headerState(runtime.store, runtime.store.language.value));
  const seal = computed(() => licenceSeal(runtime.store.skinSettings.value, runtime.config.value.apiBase, globalThis.location?.href ?? 'http://localhost/'));
  // The panel only exists for a player.
  const open = computed(() => summaryOpen.value && state.value.kind === 'player');

  const closeAll = () => {
    summaryOpen.value = false;
    menu.value = null;
  };

  return {
    state,
    balanceHidden,
    summaryOpen: open,
    loggingOut,
    menu,
    compact,
    showScrollTop,
    seal,
    toggleBalance() {
      balanceHidden.value = !balanceHidden.value;
      writeHidden(balanceHidden.value);
    },
    toggleSummary() {
      summaryOpen.value = state.value.kind === 'player' && !open.value;
    },
    closeSummary() {
      summaryOpen.value = false;
    },
    openMenu(which) {
      summaryOpen.value = false;
      menu.value = which;
    },
    closeMenu() {
      menu.value = null;
    },
    closeAll,
    scrolled(scrollY) {
      const next = headerScrollState(scrollY);
      // Signals only notify on a change, so scrolling within a band renders nothing.
      compact.value = next.compact;
      showScrollTop.value = next.showScrollTop;
    },
    setCurrent(next) {
      if (currentKnown && next !== current) closeAll();
      current = next;
      currentKnown = true;
    },
    start() {
      let first = true;
      return effect(() => {
        void runtime.store.route.value;
        if (first) first = false;
        else closeAll();
      });
    },
    async logout() {
      if (loggingOut.value) return;
      loggingOut.value = true;
      try {
        await logout(runtime);
      } finally {
        loggingOut.value = false;
        closeAll();
      }
    },
  };
}
