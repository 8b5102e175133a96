/**
 * Shadow DOM: the host page cannot restyle the lobby except through `--casino-*` tokens and parts.
 * Bright art on a calm surface: cards lift and glow on hover and focus, tabs are pills, the
 * search is always the first thing in the bar. The art box has a fixed 4:3 ratio, so nothing
 * moves as pictures arrive. Column count and the virtual rows' padding come from the grid's own
 * measured sheet (layout-sheet.ts).
 */
export const lobbyCss = `
:host { display: block; }
:host([hidden]) { display: none; }
.casino-lobby { color: var(--casino-color-text, #14161b); }
/* The bar is a stacking context above the list (each card keeps its pills and heart inside its
   own, below), so a stuck bar is painted over the cards scrolling under it and takes its own clicks. */
.casino-lobby__bar {
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--casino-space-3, 12px);
  padding: var(--casino-space-3, 12px) 0;
}
.casino-lobby__bar--stuck {
  position: sticky;
  background: var(--casino-color-bg, #ffffff);
  top: var(--casino-lobby-sticky-top, 0);
  box-shadow: 0 8px 16px -12px rgb(0 0 0 / 0.45);
}
.casino-lobby__search { flex: 1 1 16rem; min-width: 0; margin: 0; position: relative; }
/* The search: a filled pill with its magnifier, the first control of the bar (and of the stuck bar). */
.casino-lobby__search-icon {
  position: absolute;
  inset-inline-start: var(--casino-space-4, 16px);
  top: calc(var(--casino-control-height, 44px) / 2 - 10px);
  width: 20px;
  height: 20px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2.4;
  stroke-linecap: round;
  color: var(--casino-color-text-muted, #4f5563);
  pointer-events: none;
}
.casino-lobby__search-input {
  box-sizing: border-box;
  width: 100%;
  min-height: var(--casino-control-height, 44px);
  padding: 0 var(--casino-space-4, 16px) 0 calc(var(--casino-space-4, 16px) + 30px);
  border: 2px solid transparent;
  border-radius: var(--casino-radius-pill, 999px);
  background: var(--casino-color-surface-raised, #eeebf6);
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--casino-color-border, #7b8190) 55%, transparent);
  color: inherit;
  font: inherit;
  transition: background-color var(--casino-duration, 150ms), box-shadow var(--casino-duration, 150ms);
}
.casino-lobby__search-input::placeholder { color: var(--casino-color-text-muted, #4f5563); opacity: 1; }
.casino-lobby__search-input:hover { box-shadow: inset 0 0 0 1px var(--casino-color-border, #7b8190); }
.casino-lobby__search-input:focus { background: var(--casino-color-surface, #ffffff); border-color: var(--casino-color-primary, #5b21b6); }
.casino-lobby__search-input[aria-invalid="true"] { border-color: var(--casino-color-danger, #b42318); }
/* The provider choice: a chip with a chevron, filled with the brand colour once a provider is chosen. */
.casino-lobby__chip { position: relative; display: inline-flex; color: var(--casino-color-text, #14161b); }
.casino-lobby__chip select {
  appearance: none;
  box-sizing: border-box;
  max-width: 16rem;
  min-height: var(--casino-control-height, 44px);
  padding: 0 calc(var(--casino-space-4, 16px) + 18px) 0 var(--casino-space-4, 16px);
  border: 0;
  border-radius: var(--casino-radius-pill, 999px);
  background: var(--casino-color-surface-raised, #eeebf6);
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--casino-color-border, #7b8190) 55%, transparent);
  color: inherit;
  font: inherit;
  font-weight: var(--casino-font-weight-bold, 650);
  text-overflow: ellipsis;
  cursor: pointer;
  transition: background-color var(--casino-duration, 150ms), box-shadow var(--casino-duration, 150ms);
}
.casino-lobby__chip select:hover { box-shadow: inset 0 0 0 1px var(--casino-color-border, #7b8190); }
.casino-lobby__chip::after {
  content: '';
  position: absolute;
  inset-inline-end: var(--casino-space-4, 16px);
  top: calc(50% - 4px);
  width: 8px;
  height: 8px;
  border-inline-end: 2px solid currentColor;
  border-block-end: 2px solid currentColor;
  transform: translateY(-2px) rotate(45deg);
  pointer-events: none;
}
.casino-lobby__chip--chosen { color: var(--casino-color-on-primary, #ffffff); }
.casino-lobby__chip--chosen select { background: var(--casino-color-primary, #5b21b6); box-shadow: none; }
.casino-lobby__chip select option { background: var(--casino-color-surface, #ffffff); color: var(--casino-color-text, #14161b); font-weight: normal; }
.casino-lobby__hint { margin: var(--casino-space-1, 4px) var(--casino-space-4, 16px) 0; min-height: 0; font-size: var(--casino-font-size-sm, 0.875rem); color: var(--casino-color-danger, #b42318); }
.casino-lobby__hint:empty { margin: 0; }
.casino-lobby__tabs {
  order: 3;
  flex: 1 1 100%;
  display: flex;
  gap: var(--casino-space-2, 8px);
  overflow-x: auto;
  scrollbar-width: none;
  padding: 4px 2px;
  /* One row of tabs (and the padding, under the base sheet's border-box) is held before the sections
     arrive, so the list below never moves down (CLS). */
  box-sizing: border-box;
  min-height: calc(var(--casino-target-min, 44px) + 8px);
}
.casino-lobby__tab {
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: var(--casino-target-min, 44px);
  padding: 0 var(--casino-space-4, 16px);
  border-radius: var(--casino-radius-pill, 999px);
  background: var(--casino-color-surface, #ffffff);
  box-shadow: inset 0 0 0 1px var(--casino-color-border, #7b8190);
  color: inherit;
  font-weight: var(--casino-font-weight-bold, 650);
  text-decoration: none;
  white-space: nowrap;
  transition: background-color var(--casino-duration, 150ms), color var(--casino-duration, 150ms);
}
.casino-lobby__tab:hover { background: color-mix(in srgb, var(--casino-color-primary, #5b21b6) 14%, var(--casino-color-surface, #ffffff)); }
.casino-lobby__tab[aria-current="page"] { background: var(--casino-color-primary, #5b21b6); box-shadow: none; color: var(--casino-color-on-primary, #ffffff); }
.casino-lobby__search-input:focus-visible,
.casino-lobby__chip select:focus-visible,
.casino-lobby__tab:focus-visible,
.casino-lobby__reel:focus-visible,
.casino-lobby__play:focus-visible,
.casino-lobby__demo:focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-primary, #5b21b6);
  outline-offset: var(--casino-focus-offset, 2px);
}
.casino-lobby__selects { display: flex; flex-wrap: wrap; gap: var(--casino-space-2, 8px); align-items: center; }
.casino-lobby__reels { display: inline-flex; gap: var(--casino-space-1, 4px); }
.casino-lobby__reel {
  min-height: var(--casino-target-min, 44px);
  min-width: var(--casino-target-min, 44px);
  padding: 0 var(--casino-space-3, 12px);
  border: 2px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-pill, 999px);
  background: var(--casino-color-surface, #ffffff);
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.casino-lobby__reel[aria-pressed="true"] { background: var(--casino-color-primary, #5b21b6); border-color: var(--casino-color-primary, #5b21b6); color: var(--casino-color-on-primary, #ffffff); }
.casino-lobby__grid { box-sizing: border-box; }
.casino-lobby__row { display: grid; box-sizing: border-box; align-content: start; }
.casino-lobby__card { position: relative; min-width: 0; isolation: isolate; }
.casino-lobby__play {
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: var(--casino-radius-md, 8px);
}
.casino-lobby__art {
  display: block;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-raised, #f3f4f7);
  box-shadow: 0 2px 6px rgb(0 0 0 / 0.18);
  transition: transform var(--casino-duration, 150ms), box-shadow var(--casino-duration, 150ms);
}
.casino-lobby__art img { display: block; width: 100%; height: 100%; object-fit: cover; }
.casino-lobby__play:hover .casino-lobby__art,
.casino-lobby__play:focus-visible .casino-lobby__art {
  transform: translateY(-3px);
  box-shadow: 0 10px 22px -6px color-mix(in srgb, var(--casino-color-primary, #5b21b6) 70%, transparent);
}
.casino-lobby__name, .casino-lobby__provider {
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  padding-inline: 2px 38px;
}
.casino-lobby__name { margin-top: 6px; font-weight: var(--casino-font-weight-bold, 650); line-height: 1.3; }
.casino-lobby__provider { font-size: var(--casino-font-size-sm, 0.875rem); line-height: 1.3; color: var(--casino-color-text-muted, #4f5563); }
.casino-lobby__art { position: relative; }
/* Hover and focus: the art dims and a Play pill rises, so the card reads as something to press. */
.casino-lobby__art::after {
  content: "";
  position: absolute;
  inset: 0;
  background: var(--casino-color-backdrop, rgb(20 22 27 / 0.55));
  opacity: 0;
  transition: opacity var(--casino-duration, 150ms);
}
.casino-lobby__play-cue {
  position: absolute;
  z-index: 1;
  left: 50%;
  top: 50%;
  padding: 8px 22px;
  border-radius: var(--casino-radius-pill, 999px);
  background: var(--casino-color-primary, #6d28d9);
  color: var(--casino-color-on-primary, #ffffff);
  font-weight: var(--casino-font-weight-bold, 650);
  opacity: 0;
  transform: translate(-50%, -30%);
  transition: opacity var(--casino-duration, 150ms), transform var(--casino-duration, 150ms);
}
.casino-lobby__card:hover .casino-lobby__art::after,
.casino-lobby__play:focus-visible .casino-lobby__art::after { opacity: 1; }
.casino-lobby__card:hover .casino-lobby__play-cue,
.casino-lobby__play:focus-visible .casino-lobby__play-cue { opacity: 1; transform: translate(-50%, -50%); }
.casino-lobby__card:hover .casino-lobby__name { color: var(--casino-color-link, #5b21b6); }
.casino-lobby__demo, .casino-lobby__favourite {
  position: absolute;
  z-index: 2;
  top: 8px;
  box-sizing: border-box;
  border: 0;
  border-radius: var(--casino-radius-pill, 999px);
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.3);
  transition: background-color var(--casino-duration, 150ms), color var(--casino-duration, 150ms), transform var(--casino-duration, 150ms);
}
.casino-lobby__demo {
  left: 8px;
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 12px;
  font-size: var(--casino-font-size-sm, 0.875rem);
  font-weight: var(--casino-font-weight-bold, 650);
  text-decoration: none;
}
.casino-lobby__demo:hover { background: var(--casino-color-primary, #6d28d9); color: var(--casino-color-on-primary, #ffffff); }
.casino-lobby__favourite {
  right: 8px;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  cursor: pointer;
}
.casino-lobby__favourite svg { fill: none; stroke: currentColor; stroke-width: 2; stroke-linejoin: round; }
.casino-lobby__favourite:hover { transform: scale(1.1); }
.casino-lobby__favourite[aria-pressed="true"] { color: var(--casino-color-danger, #b3261e); }
.casino-lobby__favourite[aria-pressed="true"] svg { fill: currentColor; }
/* The info button sits at the end of the name and provider lines, which leave it room. */
.casino-lobby__info {
  position: absolute;
  right: 0;
  bottom: 4px;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-pill, 999px);
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
  font: italic 700 1rem/1 Georgia, 'Times New Roman', serif;
  cursor: pointer;
}
.casino-lobby__info:hover { background: var(--casino-color-primary, #6d28d9); border-color: var(--casino-color-primary, #6d28d9); color: var(--casino-color-on-primary, #ffffff); }
.casino-lobby__demo:focus-visible, .casino-lobby__favourite:focus-visible, .casino-lobby__info:focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-focus, #1d4ed8);
  outline-offset: var(--casino-focus-offset, 2px);
}
.casino-lobby__refusal {
  margin: 0 0 var(--casino-space-3, 12px);
  padding: var(--casino-space-3, 12px) var(--casino-space-4, 16px);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-danger-surface, #fdecea);
  color: var(--casino-color-text, #14161b);
}
/* A home rail's box (rails/): one height before its code, its games or a retry line arrive, so nothing
   below moves (CLS). A head of 44 px and 8 below it, a card (4:3 art, 52 px of text), 12 px of padding, 16 under. */
.casino-lobby__rail { box-sizing: border-box; block-size: calc(var(--casino-lobby-card-width, 130px) * 0.75 + 132px); }
/* The home rows' headings (the rails' own styles set their rows' layout). */
.casino-lobby__heading { margin: 0 0 var(--casino-space-2, 8px); font-size: var(--casino-font-size-lg, 1.125rem); }
/* The winners feed's box (winners/winners.styles.ts), held from the first render so the grid below never moves. */
.casino-winners { display: block; min-height: 7.25rem; margin-bottom: var(--casino-space-4, 16px); }
/* The jackpot ticker's box while its code loads (its own sheet, jackpots.styles.ts, has the same height): no style attribute under the strict CSP. */
.casino-jackpots--waiting { min-height: 2.75rem; margin-bottom: var(--casino-space-3, 12px); }
@media (max-width: 479px) { .casino-jackpots--waiting { min-height: 3.5rem; } }
.casino-lobby__skeletons {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(var(--casino-lobby-card-width, 130px), 1fr));
  gap: 12px;
}
.casino-lobby__skeleton-card { display: flex; flex-direction: column; gap: 8px; }
/* The name's bar within its card: 10em is wider than a card of eight a row, and ran into the next. */
.casino-lobby__skeleton-card .casino-skeleton--medium { max-width: 75%; }
/* The shimmer starts only when an answer is slow: its first frames would make layers a fast answer's
   frame waits behind. Until then the skeletons stand still. */
.casino-lobby__skeletons .casino-skeleton::after { animation-delay: 500ms; animation-fill-mode: backwards; }
.casino-lobby__skeleton-art.casino-skeleton { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; border-radius: var(--casino-radius-md, 8px); }
.casino-lobby__more { display: flex; flex-direction: column; align-items: center; gap: var(--casino-space-3, 12px); padding: var(--casino-space-5, 24px) 0; }
.casino-lobby__count { margin: 0; color: var(--casino-color-text-muted, #4f5563); font-size: var(--casino-font-size-sm, 0.875rem); }
.casino-lobby__trigger { width: 1px; height: 1px; }
.casino-lobby__empty { margin: 0; padding: var(--casino-space-6, 48px) var(--casino-space-4, 16px); text-align: center; font-size: var(--casino-font-size-lg, 1.125rem); color: var(--casino-color-text-muted, #4f5563); }
.casino-lobby__error { margin-block: var(--casino-space-5, 24px); }
/* The provider logos' row (ProviderStrip.tsx): its height held from the first frame, before its chunk and the providers arrive. */
.casino-lobby__providers { order: 4; flex: 1 1 100%; min-width: 0; box-sizing: border-box; min-height: 52px; }
/* A phone keeps the stuck bar to search and tabs: the selects and logos wait above, a scroll away. Below the
   tabs the select and the logos share one row (the select says "All providers"): the first games stay on
   the first screen. The select no wider than "All providers": at its widest name's width it left the
   logos room for one at 390 px. */
@media (max-width: 599px) {
  .casino-lobby__selects { order: 4; }
  .casino-lobby__chip select { max-width: 10rem; }
  .casino-lobby__providers { flex: 1 1 0; }
  .casino-lobby__providers > :first-child { display: none; }
  .casino-lobby__bar--stuck .casino-lobby__selects, .casino-lobby__bar--stuck .casino-lobby__providers { display: none; }
}
@media (prefers-reduced-motion: reduce) {
  .casino-lobby__art, .casino-lobby__tab, .casino-lobby__art::after, .casino-lobby__play-cue, .casino-lobby__demo, .casino-lobby__favourite { transition: none; }
  .casino-lobby__favourite:hover { transform: none; }
  .casino-lobby__play:hover .casino-lobby__art, .casino-lobby__play:focus-visible .casino-lobby__art { transform: none; }
}
`;
