/**
 * Entry of the CDN build for `<casino-recovery>`: importing it registers the element.
 * The element itself is documented in `../recovery/casino-recovery.ts`.
 */
import { defineRecovery } from '../recovery/casino-recovery';

export { defineRecovery, RECOVERY_TAG } from '../recovery/casino-recovery';

if (typeof customElements !== 'undefined') defineRecovery();
