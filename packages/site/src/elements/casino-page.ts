/**
 * Entry of the CDN build for `<casino-page>`: importing it registers the element.
 * The element itself is documented in `../page/casino-page.ts`.
 */
import { definePage } from '../page/casino-page';

export { definePage, PAGE_TAG } from '../page/casino-page';

if (typeof customElements !== 'undefined') definePage();
