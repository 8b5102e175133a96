import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { Balance, PlayerInfo } from '../contract';
import { displayedBalance } from '../rules/money';
import type { Language } from '../rules/language';

export interface Session {
  token: string;
  playerId: number;
}

export interface Store {
  session: Signal<Session | null>;
  player: Signal<PlayerInfo | null>;
  balance: Signal<Balance | null>;
  /** The last balance poll failed: the figure shown may be old. */
  balanceStale: Signal<boolean>;
  language: Signal<Language>;
  /** Bumped whenever texts change (language switched, resources loaded); views read it to re-render. */
  translationsVersion: Signal<number>;
  isAuthenticated: ReadonlySignal<boolean>;
  playerLoading: ReadonlySignal<boolean>;
  displayedBalance: ReadonlySignal<number | null>;
}

export function createStore(language: Language): Store {
  const session = signal<Session | null>(null);
  const player = signal<PlayerInfo | null>(null);
  const balance = signal<Balance | null>(null);
  return {
    session,
    player,
    balance,
    balanceStale: signal(false),
    language: signal(language),
    translationsVersion: signal(0),
    isAuthenticated: computed(() => session.value !== null),
    playerLoading: computed(() => session.value !== null && (player.value === null || balance.value === null)),
    displayedBalance: computed(() => (balance.value ? displayedBalance(balance.value) : null)),
  };
}
