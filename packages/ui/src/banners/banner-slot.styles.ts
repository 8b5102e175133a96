/**
 * The banner's box, in the lobby's own CSS because it is on screen before the carousel's code
 * arrives, at its final size, so nothing below it moves when it does: the art's 3:1 on wide
 * screens; on phones (below 600 px) the 3:2 picture plus the caption under it. The lobby's box is a
 * strip (`--strip`: the games come first, issue 24): a band of the art 136–184 px high with the
 * heading and buttons only, and a 3:1 band of the phone picture over its caption.
 */
export const bannerSlotCss = `
.casino-banners {
  position: relative;
  aspect-ratio: 3 / 1;
  margin-block-end: var(--casino-space-4, 16px);
  border-radius: var(--casino-radius-lg, 16px);
  overflow: hidden;
  background: linear-gradient(120deg, var(--casino-color-surface-raised, #f3f4f7), var(--casino-color-surface, #ffffff));
}
.casino-banners--empty { display: none; }
/* The first slide's picture, before the carousel's code (and its CSS) arrive: where the carousel puts it. */
.casino-banners__first { position: absolute; inset: 0; }
.casino-banners__first .casino-banner__picture, .casino-banners__first .casino-banner__image { display: block; width: 100%; height: 100%; }
.casino-banners__first .casino-banner__image { object-fit: cover; }
/* The band of the art around its motif; the copy keeps its heading and buttons. */
.casino-banners--strip { aspect-ratio: auto; height: clamp(136px, 15vw, 184px); }
.casino-banners--strip .casino-banner__image { object-position: center 45%; }
.casino-banners--strip .casino-banner__copy--desktop { width: 52%; gap: var(--casino-space-2, 8px); padding-block: var(--casino-space-3, 12px); }
.casino-banners--strip .casino-banner__html h2, .casino-banners--strip .casino-banner__html h3 { font-size: clamp(1.125rem, 0.6rem + 1.1vw, 1.625rem); line-height: 1.15; }
.casino-banners--strip .casino-banner__html p { display: none; }
.casino-banners--strip .casino-carousel__controls { inset-block-end: var(--casino-space-2, 8px); }
@media (max-width: 599px) {
  .casino-banners { display: grid; aspect-ratio: auto; }
  .casino-banners::before { content: ''; grid-area: 1 / 1; aspect-ratio: 3 / 2; margin-block-end: var(--casino-banner-caption-height, 136px); }
  .casino-banners--plain::before { margin-block-end: 0; }
  .casino-banners > * { grid-area: 1 / 1; min-width: 0; }
  .casino-banners__first { position: static; align-self: start; aspect-ratio: 3 / 2; }
  /* The phone picture is 3:2: its own height would hold the band open (an aspect-ratio box is at least its content). */
  .casino-banners--strip { height: auto; grid-template-columns: minmax(0, 1fr); }
  .casino-banners--strip::before, .casino-banners--strip .casino-banners__first, .casino-banners--strip .casino-banner__picture { aspect-ratio: 3 / 1; min-height: 0; overflow: hidden; }
  .casino-banners--strip .casino-banner__image { object-position: center 20%; }
}
/* The narrowest touch screens: previous and next would cover half the band; a swipe and the dots
   (24 px targets) do what they do, and the pause stays (WCAG 2.2.2). */
@media (max-width: 359px) and (pointer: coarse) {
  .casino-banners--strip .casino-carousel__previous, .casino-banners--strip .casino-carousel__next { display: none; }
}
`;
