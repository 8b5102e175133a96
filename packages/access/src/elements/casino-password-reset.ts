/**
 * Entry of the CDN build for `<casino-password-reset>`: importing it registers the element.
 * The element itself is documented in `../password-reset/casino-password-reset.ts`.
 */
import { definePasswordReset } from '../password-reset/casino-password-reset';

export { definePasswordReset, PASSWORD_RESET_TAG } from '../password-reset/casino-password-reset';

if (typeof customElements !== 'undefined') definePasswordReset();
