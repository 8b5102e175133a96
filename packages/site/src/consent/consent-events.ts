import type { Consent } from '@casino-sdk/core';
import { emit } from '@casino-sdk/ui';

/** Ask `<casino-cookie-consent>` to show again (a footer link, the cookie policy page). */
export const OPEN_CONSENT_EVENT = 'casino-open-consent';
/** Sent by `<casino-cookie-consent>` after the visitor saved a choice. */
export const CONSENT_EVENT = 'casino-consent';

declare module '@casino-sdk/ui' {
  interface CasinoEventMap {
    /** The visitor saved a cookie choice in `<casino-cookie-consent>` (Essential is always on). */
    'casino-consent': Consent;
    /** Anyone may send it (bubbling to `document`): `<casino-cookie-consent>` shows again, current choice ticked. */
    'casino-open-consent': Record<string, never>;
  }
}

/**
 * Reopens the cookie panel: dispatches `casino-open-consent` from `from` (bubbles, composed, so it
 * reaches `document` from inside a shadow root). Send it from the control the visitor used, or
 * from `document`; the panel gives focus back to that control when it closes.
 */
export function openCookieSettings(from: EventTarget = document): void {
  emit(from, OPEN_CONSENT_EVENT, {});
}
