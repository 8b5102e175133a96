// The banners' pieces: the carousel (import it lazily, it carries DOMPurify), a slide's picture and the slides from the platform's banners.
export { BannerCarousel, type BannerCarouselProps } from './BannerCarousel';
export { BannerPicture } from './BannerPicture';
export { bannerSlides, bannerSlide, bannerCategory, bannersFor, type BannerSlide } from './banner-slides';
export { bannerCss } from './banner.styles';
