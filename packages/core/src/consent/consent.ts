import { effect } from '@preact/signals-core';
import { COOKIES, readCookie, writeCookie } from '../cookies';
import type { Runtime } from '../runtime';
import { CONSENT_COOKIE_SECONDS, consentOfChoice, consentValue, parseConsent, type Consent, type ConsentChoice } from '../rules/consent';

/** The choice already made on this browser, if any (the panel shows while there is none). */
export function loadConsent(runtime: Runtime): void {
  runtime.store.consent.value = parseConsent(readCookie(COOKIES.consent));
}

export function saveConsent(runtime: Runtime, choice: ConsentChoice, ticked: Consent = { functional: false, statistical: false }): Consent {
  const consent = consentOfChoice(choice, ticked);
  writeCookie(COOKIES.consent, consentValue(consent), CONSENT_COOKIE_SECONDS);
  runtime.store.consent.value = consent;
  runtime.events.emit('consent-change', consent);
  return consent;
}

export function hasConsent(runtime: Runtime, kind: keyof Consent): boolean {
  return runtime.store.consent.value?.[kind] === true;
}

/**
 * Starts the chat once functional consent exists and the page is not a mobile game page (spec),
 * and stops it when either changes. Returns the disposer.
 */
export function watchChat(runtime: Runtime): () => void {
  let running = false;
  return effect(() => {
    const adapter = runtime.config.value.chat;
    const allowed = runtime.store.consent.value?.functional === true && !runtime.store.onMobileGamePage.value;
    if (!adapter) return;
    if (allowed && !running) {
      running = true;
      Promise.resolve(adapter.start()).catch((error: unknown) => console.warn('[casino-sdk] the chat widget did not start.', error));
    } else if (!allowed && running) {
      running = false;
      adapter.stop?.();
    }
  });
}
