/**
 * Entry of the CDN build for `<casino-loading>`: importing it registers the element.
 * The element itself is documented in `../loading/casino-loading.ts`.
 */
import { defineLoading } from '../loading/casino-loading';

export { defineLoading, LOADING_TAG } from '../loading/casino-loading';

if (typeof customElements !== 'undefined') defineLoading();
