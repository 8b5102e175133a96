/**
 * Shadow DOM. Cards in a responsive grid (one column on phones, up to three), each a raised
 * surface with its art in a fixed 16:9 box (nothing moves as pictures arrive), lifting and
 * glowing on hover and focus like the lobby's game cards. A promotion not yet valid is dimmed,
 * with a "Coming soon" badge. The detail page reads as prose under a 3:1 (3:2 on phones) hero.
 */
export const promotionsCss = `
:host { display: block; }
:host([hidden]) { display: none; }
.casino-promotions { color: var(--casino-color-text, #14161b); padding-block: var(--casino-space-4, 16px) var(--casino-space-6, 32px); }
.casino-promotions__header { margin-block-end: var(--casino-space-5, 24px); }
.casino-promotions__title {
  margin: 0;
  font-size: var(--casino-font-size-2xl, clamp(1.75rem, 1.45rem + 1.2vw, 2.25rem));
  line-height: 1.15;
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
}
.casino-promotions__intro { margin: var(--casino-space-2, 8px) 0 0; color: var(--casino-color-text-muted, #4b5160); font-size: 1.05rem; }
.casino-promotions__list {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: var(--casino-space-5, 24px);
  margin: 0;
  padding: 0;
  list-style: none;
}
.casino-promotions__list > li { display: flex; }
.casino-promotion-card {
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  border-radius: var(--casino-radius-lg, 16px);
  overflow: hidden;
  background: var(--casino-color-surface, #ffffff);
  border: 1px solid var(--casino-color-border-subtle, rgb(0 0 0 / 0.08));
  box-shadow: 0 10px 30px -18px rgb(0 0 0 / 0.5);
  transition: transform var(--casino-duration, 160ms), box-shadow var(--casino-duration, 160ms);
}
.casino-promotion-card:not(.casino-promotion-card--upcoming):not(.casino-promotion-card--skeleton):hover,
.casino-promotion-card:focus-within {
  transform: translateY(-4px);
  box-shadow: 0 18px 40px -18px var(--casino-color-primary, #6d28d9);
}
.casino-promotion-card__art {
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  width: 100%;
  background: linear-gradient(135deg, var(--casino-color-primary, #6d28d9), var(--casino-color-accent, #db2777));
}
.casino-promotion-card__art img { display: block; width: 100%; height: 100%; object-fit: cover; }
.casino-promotion-card--upcoming .casino-promotion-card__art img { filter: saturate(0.55) brightness(0.8); }
.casino-promotion-card__default { width: 30%; fill: none; stroke: #ffffff; stroke-width: 3; stroke-linejoin: round; stroke-linecap: round; }
.casino-promotion-card__badge {
  position: absolute;
  inset-block-start: var(--casino-space-3, 12px);
  inset-inline-start: var(--casino-space-3, 12px);
  padding: 4px 10px;
  border-radius: var(--casino-radius-pill, 999px);
  background: rgb(10 8 20 / 0.78);
  color: #ffffff;
  font-size: var(--casino-font-size-sm, 0.875rem);
  font-weight: var(--casino-font-weight-bold, 650);
  letter-spacing: 0.02em;
}
.casino-promotion-card__body {
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--casino-space-2, 8px);
  padding: var(--casino-space-4, 16px) var(--casino-space-4, 16px) var(--casino-space-5, 24px);
}
.casino-promotion-card__name { margin: 0; font-size: 1.25rem; line-height: 1.25; }
.casino-promotion-card__comment { margin: 0; color: var(--casino-color-text-muted, #4b5160); line-height: 1.45; }
.casino-promotion-card__action { margin-block-start: auto; padding-block-start: var(--casino-space-3, 12px); }
.casino-promotion-card__action .casino-button { width: 100%; white-space: normal; text-align: center; }
.casino-promotion-card__link::after { content: ''; position: absolute; inset: 0; }
.casino-promotion-card__link:focus-visible { outline: var(--casino-focus-width, 3px) solid var(--casino-color-primary, #5b21b6); outline-offset: var(--casino-focus-offset, 2px); }
.casino-promotion-card__disabled:disabled { opacity: 1; border-color: var(--casino-color-border, #7b8190); color: var(--casino-color-text-muted, #4b5160); background: var(--casino-color-surface-raised, #f3f4f7); }
.casino-promotion-card--skeleton { box-shadow: none; }
.casino-promotion-card--skeleton .casino-promotion-card__art { background: none; }
.casino-promotions__empty { padding-block: var(--casino-space-6, 32px); }
.casino-promotions__error { margin-block: var(--casino-space-6, 32px); }
.casino-promotion { max-width: 960px; margin-inline: auto; }
.casino-promotion__back { margin-block-end: var(--casino-space-3, 12px); margin-inline-start: calc(-1 * var(--casino-space-3, 12px)); }
.casino-promotion__back-icon {
  width: 8px;
  height: 8px;
  border-block-end: 2px solid currentColor;
  border-inline-start: 2px solid currentColor;
  transform: rotate(45deg);
}
.casino-promotion__banners { margin-block-end: var(--casino-space-5, 24px); }
.casino-promotion__banner-skeleton { display: block; aspect-ratio: 3 / 1; height: auto; margin-block-end: var(--casino-space-5, 24px); border-radius: var(--casino-radius-lg, 16px); }
.casino-promotion__lead { margin: var(--casino-space-2, 8px) 0 0; font-size: 1.15rem; color: var(--casino-color-text-muted, #4b5160); }
.casino-promotion__upcoming {
  margin: var(--casino-space-4, 16px) 0 0;
  padding: var(--casino-space-3, 12px) var(--casino-space-4, 16px);
  border-inline-start: 4px solid var(--casino-color-primary, #6d28d9);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-raised, #f3f4f7);
  font-weight: var(--casino-font-weight-bold, 650);
}
.casino-promotion__content { margin-block-start: var(--casino-space-5, 24px); max-width: var(--casino-prose-width, 72ch); line-height: var(--casino-line-height-prose, 1.6); overflow-wrap: break-word; }
.casino-promotion__content > :first-child { margin-top: 0; }
.casino-promotion__content p, .casino-promotion__content ul, .casino-promotion__content ol { margin: 0 0 1em; }
.casino-promotion__content ul, .casino-promotion__content ol { padding-inline-start: 1.5em; }
.casino-promotion__content li { margin-block-end: 0.4em; }
.casino-promotion__content li::marker { color: var(--casino-color-primary, #6d28d9); }
.casino-promotion__content a { color: var(--casino-color-link, var(--casino-color-primary, #5b21b6)); }
.casino-promotion__content h2 { margin: 1.5em 0 0.5em; font-size: 1.35rem; }
.casino-promotion__content img { max-width: 100%; height: auto; }
@media (max-width: 599px) {
  .casino-promotion__banner-skeleton { aspect-ratio: 3 / 2; }
}
@media (prefers-reduced-motion: reduce) {
  .casino-promotion-card { transition: none; }
  .casino-promotion-card:hover, .casino-promotion-card:focus-within { transform: none; }
}
`;
