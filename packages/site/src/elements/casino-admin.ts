/**
 * Entry of the CDN build for `<casino-admin>`: importing it registers the element.
 * The element itself is documented in `../admin/casino-admin.ts`.
 */
import { defineAdmin } from '../admin/casino-admin';

export { defineAdmin, ADMIN_TAG } from '../admin/casino-admin';

if (typeof customElements !== 'undefined') defineAdmin();
