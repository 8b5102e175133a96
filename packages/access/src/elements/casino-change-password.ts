/**
 * Entry of the CDN build for `<casino-change-password>`: importing it registers the element.
 * The element itself is documented in `../change-password/casino-change-password.ts`.
 */
import { defineChangePassword } from '../change-password/casino-change-password';

export { defineChangePassword, CHANGE_PASSWORD_TAG } from '../change-password/casino-change-password';

if (typeof customElements !== 'undefined') defineChangePassword();
