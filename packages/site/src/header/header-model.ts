import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { formatMoney, logout, type Language, type Runtime, type Store } from '@casino-sdk/core';

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
  const displayed = store.displayedBalance.value;
  if (store.playerLoading.value || !player || !balance || displayed === null) return { kind: 'loading' };
  const money = (amount: number) => formatMoney(amount, player.currency.code, language);
  return {
    kind: 'player',
    name: player.name || player.username,
    balance: money(displayed),
    withdrawable: money(balance.available),
    total: money(balance.total),
    bonus: money(balance.bonus),
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
  toggleBalance(): void;
  toggleSummary(): void;
  closeSummary(): void;
  /** Revokes the session (never throws) and closes the panel. */
  logout(): Promise<void>;
}

export function createHeaderModel(runtime: Runtime): HeaderModel {
  const balanceHidden = signal(readHidden());
  const summaryOpen = signal(false);
  const loggingOut = signal(false);
  const state = computed(() => headerState(runtime.store, runtime.store.language.value));
  // The panel only exists for a player.
  const open = computed(() => summaryOpen.value && state.value.kind === 'player');

  return {
    state,
    balanceHidden,
    summaryOpen: open,
    loggingOut,
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
    async logout() {
      if (loggingOut.value) return;
      loggingOut.value = true;
      try {
        await logout(runtime);
      } finally {
        loggingOut.value = false;
        summaryOpen.value = false;
      }
    },
  };
}
