/**
 * Entry of the CDN build for `<casino-registration>`: importing it registers the element.
 * The element itself is documented in `../registration/casino-registration.ts`.
 */
import { defineRegistration } from '../registration/casino-registration';

export { defineRegistration, REGISTRATION_TAG } from '../registration/casino-registration';

if (typeof customElements !== 'undefined') defineRegistration();
