import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { Balance, Message, PlayerInfo, SkinSettings } from '../contract';
import type { Consent } from '../rules/consent';
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
  /** The platform's maintenance flag: every route goes to the maintenance page while it is set. */
  maintenance: Signal<boolean>;
  /** The visitor's cookie choice; null until they made one (the consent panel shows). */
  consent: Signal<Consent | null>;
  /** The skin document: shipped static data, overridable through `CasinoSDK.init({ skinSettings })`. */
  skinSettings: Signal<SkinSettings>;
  /** Admin mode: the admin's name while an admin session is open in this tab. */
  admin: Signal<{ username: string } | null>;
  /** Admin mode only: show translation keys instead of texts, so operators find what to edit. */
  showTextKeys: Signal<boolean>;
  /** The player's message being shown in a dialog, oldest unread first. */
  message: Signal<Message | null>;
  /** Site dialogs open right now; the message poll waits while any is open. */
  openDialogs: Signal<number>;
  /** The route shown, without language prefix or slashes ('' for home); set by `CasinoSDK.navigated`. */
  route: Signal<string>;
  /** The page shown is a game page on a phone: no chat there (spec). */
  onMobileGamePage: Signal<boolean>;
  /** When the inactivity warning is up: the time (ms) the player will be logged out. */
  inactivityLogoutAt: Signal<number | null>;
  isAuthenticated: ReadonlySignal<boolean>;
  playerLoading: ReadonlySignal<boolean>;
}

export function createStore(language: Language, skinSettings: SkinSettings): Store {
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
    maintenance: signal(false),
    consent: signal<Consent | null>(null),
    skinSettings: signal(skinSettings),
    admin: signal<{ username: string } | null>(null),
    showTextKeys: signal(false),
    message: signal<Message | null>(null),
    openDialogs: signal(0),
    inactivityLogoutAt: signal<number | null>(null),
    onMobileGamePage: signal(false),
    route: signal(''),
    isAuthenticated: computed(() => session.value !== null),
    playerLoading: computed(() => session.value !== null && (player.value === null || balance.value === null)),
  };
}
