/**
 * Entry of the CDN build for `<casino-promotions>`: importing it registers the element.
 * The element itself is documented in `../promotions/casino-promotions.ts`.
 */
import { definePromotions } from '../promotions/casino-promotions';

export { definePromotions, PROMOTIONS_TAG } from '../promotions/casino-promotions';

if (typeof customElements !== 'undefined') definePromotions();
