/**
 * Entry of the CDN build for `<casino-admin-bar>`: importing it registers the element.
 * The element itself is documented in `../admin/casino-admin-bar.ts`.
 */
import { defineAdminBar } from '../admin/casino-admin-bar';

export { defineAdminBar, ADMIN_BAR_TAG } from '../admin/casino-admin-bar';

if (typeof customElements !== 'undefined') defineAdminBar();
