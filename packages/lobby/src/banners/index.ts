// The banner carousel for other families (a promotion's pictures): import it lazily, it carries DOMPurify.
export { BannerCarousel, type BannerCarouselProps } from './BannerCarousel';
export { bannerSlides, bannerSlide, bannerCategory, bannersFor, type BannerSlide } from './banner-slides';
export { bannerCss } from './banner.styles';
