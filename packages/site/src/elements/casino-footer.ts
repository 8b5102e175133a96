/**
 * Entry of the CDN build for `<casino-footer>`: importing it registers the element.
 * The element itself is documented in `../footer/casino-footer.ts`.
 */
import { defineFooter } from '../footer/casino-footer';

export { defineFooter, FOOTER_TAG } from '../footer/casino-footer';

if (typeof customElements !== 'undefined') defineFooter();
