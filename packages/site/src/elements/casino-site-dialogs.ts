/**
 * Entry of the CDN build for `<casino-site-dialogs>`: importing it registers the element.
 * The element itself is documented in `../dialogs/casino-site-dialogs.ts`.
 */
import { defineSiteDialogs } from '../dialogs/casino-site-dialogs';

export { defineSiteDialogs, SITE_DIALOGS_TAG } from '../dialogs/casino-site-dialogs';

if (typeof customElements !== 'undefined') defineSiteDialogs();
