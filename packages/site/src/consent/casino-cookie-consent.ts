import { defineElement } from '@casino-sdk/ui';
import { CookieConsent } from './CookieConsent';
import { consentCss } from './consent.styles';
import { cookieConsentDefinition } from './casino-cookie-consent.definition';

export const COOKIE_CONSENT_TAG = cookieConsentDefinition.tag;
// A partner page's own "Cookie settings" link opens the panel again with these.
export { openCookieSettings, OPEN_CONSENT_EVENT } from './consent-events';

/** Registers `<casino-cookie-consent>` from its definition (`./casino-cookie-consent.definition.ts`: attributes, events, parts, CSS properties). */
export function defineCookieConsent(): CustomElementConstructor | undefined {
  return defineElement(cookieConsentDefinition, CookieConsent, { styles: [consentCss] });
}
