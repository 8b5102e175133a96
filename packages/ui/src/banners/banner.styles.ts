/**
 * A banner fills its box (the art is cut to the box, never stretched). On wide screens the text
 * sits on the calm left 42 % of the art, in white with a shadow (the art is dark there in every
 * scene); on phones it goes into a caption under the picture, where it never covers the art.
 */
export const bannerCss = `
.casino-banners__carousel, .casino-banners__carousel .casino-carousel__track { height: 100%; }
.casino-banner { position: relative; height: 100%; color: #ffffff; }
.casino-banner__picture, .casino-banner__image { display: block; width: 100%; height: 100%; }
.casino-banner__image { object-fit: cover; }
.casino-banner__copy {
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  width: 42%;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: var(--casino-space-3, 12px);
  padding: var(--casino-space-5, 24px) var(--casino-space-5, 24px) var(--casino-space-5, 24px) clamp(16px, 4vw, 48px);
  text-shadow: 0 2px 12px rgb(0 0 0 / 0.55);
}
.casino-banner__copy--mobile { display: none; }
.casino-banner__html h2,
.casino-banner__html h3 {
  margin: 0;
  font-size: clamp(1.25rem, 0.6rem + 1.9vw, 2.6rem);
  line-height: 1.08;
  letter-spacing: -0.01em;
  font-weight: 800;
}
.casino-banner__html p { margin: var(--casino-space-2, 8px) 0 0; font-size: clamp(0.95rem, 0.85rem + 0.4vw, 1.15rem); line-height: 1.4; }
.casino-banner__buttons { display: flex; flex-wrap: wrap; gap: var(--casino-space-2, 8px); }
.casino-banner__buttons .casino-button { text-shadow: none; box-shadow: 0 6px 18px -6px rgb(0 0 0 / 0.6); }
.casino-banner__secondary { color: #ffffff; border-color: rgb(255 255 255 / 0.8); }
.casino-banner__secondary:hover { background: rgb(255 255 255 / 0.16); }
.casino-banner a:focus-visible { outline: var(--casino-focus-width, 3px) solid #ffffff; outline-offset: 2px; }
@media (max-width: 899px) {
  .casino-banner__html p { display: none; }
  .casino-banner__copy { width: 48%; }
}
@media (max-width: 599px) {
  .casino-banner { display: flex; flex-direction: column; color: var(--casino-color-text, #14161b); }
  .casino-banner__picture { flex: none; height: auto; aspect-ratio: 3 / 2; }
  .casino-banner__copy--desktop { display: none; }
  .casino-banner__copy--mobile {
    position: static;
    display: flex;
    flex: 1;
    width: 100%;
    justify-content: center;
    gap: var(--casino-space-2, 8px);
    padding: var(--casino-space-3, 12px) var(--casino-space-4, 16px);
    background: var(--casino-color-surface, #ffffff);
    text-shadow: none;
  }
  .casino-banner__html h2, .casino-banner__html h3 { font-size: 1.2rem; line-height: 1.2; }
  .casino-banner__buttons { flex-wrap: nowrap; }
  .casino-banner__buttons .casino-button { min-height: 40px; box-shadow: none; }
  /* Two buttons side by side on 320 px in every language ("Bedingungen ansehen" overflowed its outline). */
  @media (max-width: 359px) { .casino-banner__buttons .casino-button { padding-inline: 10px; font-size: 0.8125rem; } }
  .casino-banner__secondary { color: var(--casino-color-primary, #6d28d9); border-color: var(--casino-color-primary, #6d28d9); }
  .casino-banner__secondary:hover { background: var(--casino-color-surface-raised, #f3f4f7); }
  .casino-banner a:focus-visible { outline-color: var(--casino-color-primary, #5b21b6); }
  .casino-banners__carousel .casino-carousel__controls { inset-block-end: calc(var(--casino-banner-caption-height, 136px) + 8px); }
  .casino-banners--plain .casino-carousel__controls { inset-block-end: var(--casino-space-3, 12px); }
}
`;
