/**
 * The banner's box, in the lobby's own CSS because it is on screen before the carousel's code
 * arrives, at its final size, so nothing below it moves when it does: the art's 3:1 on wide
 * screens; on phones (below 600 px) the 3:2 picture plus the caption under it.
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
@media (max-width: 599px) {
  .casino-banners { display: grid; aspect-ratio: auto; }
  .casino-banners::before { content: ''; grid-area: 1 / 1; aspect-ratio: 3 / 2; margin-block-end: var(--casino-banner-caption-height, 136px); }
  .casino-banners--plain::before { margin-block-end: 0; }
  .casino-banners > * { grid-area: 1 / 1; min-width: 0; }
  .casino-banners__first { position: static; align-self: start; aspect-ratio: 3 / 2; }
}
`;
