/**
 * The banner's box, in the lobby's own CSS because it is on screen before the carousel's code
 * arrives: the art's ratio (3:1, 3:2 below 600 px), so nothing below it moves when it does.
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
@media (max-width: 599px) {
  .casino-banners { aspect-ratio: 3 / 2; }
}
`;
