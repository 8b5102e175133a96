/**
 * The strip scrolls sideways with snap points (a swipe is native), its scrollbar hidden; the
 * controls sit in one row over the bottom edge of the slides, each a 32 px round target (WCAG 2.5.8).
 */
export const carouselCss = `
.casino-carousel { position: relative; }
.casino-carousel__track {
  display: flex;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  border-radius: inherit;
}
.casino-carousel__track::-webkit-scrollbar { display: none; }
.casino-carousel__slide { flex: 0 0 100%; min-width: 0; scroll-snap-align: start; scroll-snap-stop: always; }
.casino-carousel__controls {
  position: absolute;
  inset-inline-end: var(--casino-space-3, 12px);
  inset-block-end: var(--casino-space-3, 12px);
  display: flex;
  align-items: center;
  gap: var(--casino-space-1, 4px);
  padding: 2px;
  border-radius: var(--casino-radius-pill, 999px);
  background: rgb(10 8 20 / 0.55);
  backdrop-filter: blur(6px);
}
.casino-carousel__button {
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: #ffffff;
  cursor: pointer;
}
.casino-carousel__button:hover { background: rgb(255 255 255 / 0.18); }
.casino-carousel__button:focus-visible,
.casino-carousel__dot:focus-visible { outline: var(--casino-focus-width, 3px) solid #ffffff; outline-offset: 1px; }
.casino-carousel__chevron {
  width: 9px;
  height: 9px;
  border-block-start: 2px solid currentColor;
  border-inline-start: 2px solid currentColor;
  transform: translateX(2px) rotate(-45deg);
}
.casino-carousel__next .casino-carousel__chevron { transform: translateX(-2px) rotate(135deg); }
.casino-carousel__icon-pause { width: 10px; height: 12px; border-inline: 3px solid currentColor; box-sizing: border-box; }
.casino-carousel__icon-play {
  width: 0;
  height: 0;
  margin-inline-start: 3px;
  border-block: 6px solid transparent;
  border-inline-start: 10px solid currentColor;
}
.casino-carousel__dots { display: flex; align-items: center; }
.casino-carousel__dot {
  position: relative;
  width: 24px;
  height: 32px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
}
.casino-carousel__dot::before {
  content: '';
  position: absolute;
  inset: 50% auto auto 50%;
  width: 8px;
  height: 8px;
  border-radius: 999px;
  background: rgb(255 255 255 / 0.6);
  transform: translate(-50%, -50%);
  transition: width var(--casino-duration, 160ms), background-color var(--casino-duration, 160ms);
}
.casino-carousel__dot[aria-current='true']::before { width: 18px; background: #ffffff; }
@media (prefers-reduced-motion: reduce) {
  .casino-carousel__dot::before { transition: none; }
}
`;
