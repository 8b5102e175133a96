import type { Balance } from './contract';
import type { Consent } from './rules/consent';
import type { Language } from './rules/language';

/** Marketing events of the spec, for the host's analytics tags. */
export type MarketingEventName = 'registration-completed' | 'login';

/** What the SDK tells the host page through `CasinoSDK.on(...)`. */
export interface SdkEventMap {
  login: { playerId: number };
  /**
   * `expired`: the platform ended the session (401, or the player could not be loaded);
   * `inactive`: 30 minutes without activity; `other-tab`: the player logged out in another tab.
   */
  logout: { reason: 'user' | 'expired' | 'inactive' | 'other-tab' };
  'language-change': { language: Language };
  'balance-change': { balance: Balance };
  /** Only with statistical consent: one per route change. */
  'page-view': { path: string; language: Language };
  /** Only with statistical consent. */
  marketing: { name: MarketingEventName; data?: Record<string, string | number> };
  'consent-change': Consent;
  'maintenance-change': { inMaintenance: boolean };
  /**
   * Something the route rules depend on changed (maintenance, sign-in, imported player): the host
   * should check its current route again with `CasinoSDK.checkRoute`.
   */
  'access-change': Record<string, never>;
}

export type SdkEventName = keyof SdkEventMap;
type Handler<K extends SdkEventName> = (detail: SdkEventMap[K]) => void;

export interface SdkEvents {
  on<K extends SdkEventName>(name: K, handler: Handler<K>): () => void;
  emit<K extends SdkEventName>(name: K, detail: SdkEventMap[K]): void;
  clear(): void;
}

export function createEvents(): SdkEvents {
  const handlers = new Map<SdkEventName, Set<Handler<never>>>();
  return {
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler as Handler<never>);
      return () => set.delete(handler as Handler<never>);
    },
    emit(name, detail) {
      for (const handler of handlers.get(name) ?? []) {
        try {
          (handler as Handler<typeof name>)(detail);
        } catch (error) {
          // A host handler that throws must not break the SDK's own flow.
          console.warn(`[casino-sdk] a "${name}" handler threw`, error);
        }
      }
    },
    clear() {
      handlers.clear();
    },
  };
}
