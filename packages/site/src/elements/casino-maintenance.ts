/**
 * Entry of the CDN build for `<casino-maintenance>`: importing it registers the element.
 * The element itself is documented in `../maintenance/casino-maintenance.ts`.
 */
import { defineMaintenance } from '../maintenance/casino-maintenance';

export { defineMaintenance, MAINTENANCE_TAG } from '../maintenance/casino-maintenance';

if (typeof customElements !== 'undefined') defineMaintenance();
