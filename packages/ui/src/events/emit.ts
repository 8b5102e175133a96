/**
 * Every DOM event an SDK element sends. Names start with `casino-`; `detail` is typed per name,
 * so host code gets `event.detail.playerId` as a number, not `any`.
 *
 * Families add their events here as they arrive (deposit, registration, ...).
 */
export interface CasinoEventMap {
  /** A player logged in through an SDK element. */
  'casino-login': { playerId: number };
  /** The player logged out through an SDK element. */
  'casino-logout': Record<string, never>;
  /** Registration moved to a step (-1 restore, 0 account, 1 codes, 2 personal details). */
  'casino-registration-step': { step: -1 | 0 | 1 | 2 };
  /** Registration's last step was saved: the account is active. */
  'casino-registration-complete': { userId: number };
  /**
   * An element asks the host to move to `path`. Cancelable: the host's router calls preventDefault.
   * `back`: `path` is the history entry before this one (the lobby a game was opened from); a router
   * goes back to it, so the page comes back as the player left it (filters, loaded games, scroll).
   */
  'casino-navigate': { path: string; back?: boolean };
}

export type CasinoEventName = keyof CasinoEventMap;

export type CasinoEvent<K extends CasinoEventName> = CustomEvent<CasinoEventMap[K]>;

export interface EmitOptions {
  cancelable?: boolean;
}

/**
 * Dispatches a `casino-*` event from `host`. It bubbles and is composed, so it leaves shadow roots
 * and reaches a listener on `document`. Returns false when a listener called preventDefault.
 */
export function emit<K extends CasinoEventName>(
  host: EventTarget,
  name: K,
  detail: CasinoEventMap[K],
  options: EmitOptions = {},
): boolean {
  const event = new CustomEvent<CasinoEventMap[K]>(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  });
  return host.dispatchEvent(event);
}

/** Where navigation ends up when the host page does not take it: a plain page load. */
export interface PageLocation {
  assign(url: string): void;
}

/**
 * Elements never move the page themselves (house rule 5, docs/architecture.md): they ask with a cancelable
 * `casino-navigate` event. A host router takes it with preventDefault(); when nobody does, the
 * SDK falls back to a full page load. An element the page already removed asks nothing: the page
 * has moved on (a router's own rule may have replaced it while the element was still busy).
 */
export function navigate(host: EventTarget, path: string, location: PageLocation = globalThis.location): void {
  if (host instanceof Node && !host.isConnected) return;
  const handled = !emit(host, 'casino-navigate', { path }, { cancelable: true });
  if (!handled) location.assign(path);
}

/** Where a request to go back ends up when the host page does not take it: the browser's Back. */
export interface PageHistory {
  back(): void;
}

/**
 * Asks the host to go back to `path`, the history entry before this one (`casino-navigate` with
 * `back`); when nobody takes the request, the browser goes back itself. Only for an entry the SDK
 * knows is the one before (core's gameReturn): anything else is `navigate`.
 */
export function navigateBack(host: EventTarget, path: string, history: PageHistory = globalThis.history): void {
  if (host instanceof Node && !host.isConnected) return;
  const handled = !emit(host, 'casino-navigate', { path, back: true }, { cancelable: true });
  if (!handled) history.back();
}

/** `addEventListener('casino-login', e => e.detail.playerId)` is typed on elements and documents. */
export type CasinoEventTypes = { [K in CasinoEventName]: CasinoEvent<K> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends CasinoEventTypes {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends CasinoEventTypes {}
}
