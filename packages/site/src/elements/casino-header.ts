/**
 * Entry of the CDN build for `<casino-header>`: importing it registers the element.
 * The element itself is documented in `../header/casino-header.ts`.
 */
import { defineHeader } from '../header/casino-header';

export { defineHeader, HEADER_TAG } from '../header/casino-header';

if (typeof customElements !== 'undefined') defineHeader();
