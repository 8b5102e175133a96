export { Carousel, type CarouselProps } from './Carousel';
export { carouselCss } from './carousel.styles';
export { createCarouselModel, wrapIndex, type CarouselModel, type CarouselModelOptions } from './carousel-model';
