import { defineElement } from '@casino-sdk/ui';
import { CookieConsent } from './CookieConsent';
import { consentCss } from './consent.styles';
import { cookieConsentDefinition } from './casino-cookie-consent.definition';

export const COOKIE_CONSENT_TAG = cookieConsentDefinition.tag;

/** Registers `<casino-cookie-consent>` from its definition (`./casino-cookie-consent.definition.ts`: attributes, events, parts, CSS properties). */
export function defineCookieConsent(): CustomElementConstructor | undefined {
  return defineElement(cookieConsentDefinition, CookieConsent, { styles: [consentCss] });
}
