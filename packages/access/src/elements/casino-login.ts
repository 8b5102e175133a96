/**
 * Entry of the CDN build for `<casino-login>`: importing it registers the element.
 * The element itself is documented in `../login/casino-login.ts`.
 */
import { defineLogin } from '../login/casino-login';

export { defineLogin, LOGIN_TAG } from '../login/casino-login';

if (typeof customElements !== 'undefined') defineLogin();
