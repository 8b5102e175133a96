/**
 * Entry of the CDN build for `<casino-cookie-consent>`: importing it registers the element.
 * The element itself is documented in `../consent/casino-cookie-consent.ts`.
 */
import { defineCookieConsent } from '../consent/casino-cookie-consent';

export { defineCookieConsent, COOKIE_CONSENT_TAG } from '../consent/casino-cookie-consent';
export { openCookieSettings, OPEN_CONSENT_EVENT } from '../consent/consent-events';

if (typeof customElements !== 'undefined') defineCookieConsent();
