/**
 * Shadow DOM. The panel is fixed to the bottom of the viewport; the element itself stays in the
 * page flow and, while the panel shows, takes the panel's height (`--casino-consent-block-size`,
 * published by page-space.ts) so the end of the page can always be scrolled above the panel.
 */
export const consentCss = `
:host { display: block; }
:host([hidden]) { display: none; }
:host([data-open]) { block-size: var(--casino-consent-block-size, 0px); }
.casino-consent {
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: var(--casino-z-consent, 900);
  max-block-size: 85vh;
  max-block-size: 85dvh;
  overflow-y: auto;
  overscroll-behavior: contain;
  container-type: inline-size;
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
  border-block-start: 1px solid var(--casino-color-border, #7b8190);
  box-shadow: var(--casino-shadow, 0 8px 24px rgb(0 0 0 / 0.18));
}
/* Focused when reopened on request: the ring sits inside, the viewport edge would clip it outside. */
.casino-root .casino-consent:focus-visible { outline-offset: calc(-1 * var(--casino-focus-width, 3px)); }
.casino-consent__inner {
  display: flex; flex-direction: column;
  gap: var(--casino-space-3, 12px);
  max-inline-size: 72rem;
  margin-inline: auto;
  padding: var(--casino-space-4, 16px);
}
.casino-consent__body { min-inline-size: 0; }
.casino-consent__heading { margin: 0; font-size: var(--casino-font-size-lg, 1.25rem); line-height: 1.3; }
.casino-consent__text { margin: var(--casino-space-1, 4px) 0 0; max-inline-size: 60rem; }
.casino-consent__policy { display: inline-block; padding-block: 2px; }
.casino-consent__settings-toggle {
  display: inline-flex; align-items: center; gap: var(--casino-space-1, 4px);
  min-block-size: var(--casino-control-height, 44px);
  margin-block-start: var(--casino-space-1, 4px);
  margin-inline-start: calc(-1 * var(--casino-space-2, 8px));
  padding: 0 var(--casino-space-2, 8px);
  border: 0;
  border-radius: var(--casino-radius-md, 8px);
  background: transparent;
  color: var(--casino-color-link, #5b21b6);
  font: inherit;
  font-weight: var(--casino-font-weight-bold, 650);
  cursor: pointer;
}
.casino-consent__settings-toggle:hover { background: var(--casino-color-surface-raised, #f3f4f7); }
.casino-consent__chevron { inline-size: 1.25em; block-size: 1.25em; flex: none; transition: transform var(--casino-duration, 160ms); }
.casino-consent__settings-toggle[aria-expanded='true'] .casino-consent__chevron { transform: rotate(180deg); }
@media (prefers-reduced-motion: reduce) { .casino-consent__chevron { transition: none; } }
.casino-consent__settings { padding-block: var(--casino-space-2, 8px); }
.casino-consent__settings[hidden] { display: none; }
.casino-consent__categories {
  display: grid; gap: var(--casino-space-3, 12px);
  margin: 0 0 var(--casino-space-4, 16px);
  padding: 0;
  border: 0;
  min-inline-size: 0;
}
.casino-consent__option {
  padding: var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-raised, #f3f4f7);
}
.casino-consent__option-label {
  display: inline-flex; align-items: center; gap: var(--casino-space-2, 8px);
  min-block-size: var(--casino-target-min, 24px);
  font-weight: var(--casino-font-weight-bold, 650);
  cursor: pointer;
}
.casino-consent__checkbox {
  inline-size: 24px; block-size: 24px;
  margin: 0;
  flex: none;
  accent-color: var(--casino-color-primary, #6d28d9);
  cursor: pointer;
}
.casino-consent__checkbox:disabled, .casino-consent__checkbox:disabled + span { cursor: default; }
.casino-consent__option-text {
  margin: var(--casino-space-1, 4px) 0 0;
  padding-inline-start: calc(24px + var(--casino-space-2, 8px));
  color: var(--casino-color-text-muted, #4f5563);
  font-size: var(--casino-font-size-sm, 0.875rem);
}
/* The choices stay in sight while the text and the settings scroll under them (a phone with the settings open). */
.casino-consent__actions {
  display: flex; flex-direction: column; gap: var(--casino-space-2, 8px);
  position: sticky; inset-block-end: 0;
  margin: calc(-1 * var(--casino-space-2, 8px)) calc(-1 * var(--casino-space-4, 16px)) calc(-1 * var(--casino-space-4, 16px));
  padding: var(--casino-space-2, 8px) var(--casino-space-4, 16px) var(--casino-space-4, 16px);
  background: var(--casino-color-surface, #ffffff);
}
/* A phone: at most 60% of the screen, so the page stays visible above it. A field focused while
   scrolling the settings is scrolled into view above the pinned buttons. */
@media (max-width: 599px) {
  .casino-consent { max-block-size: 60vh; max-block-size: 60dvh; scroll-padding-block-end: 8rem; }
}
.casino-consent .casino-button { white-space: normal; text-align: center; }
.casino-consent__save { inline-size: 100%; }
@container (min-width: 36rem) {
  .casino-consent__save { inline-size: auto; }
  .casino-consent__categories { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .casino-consent__actions { flex-direction: row; flex-wrap: wrap; justify-content: flex-end; }
}
@container (min-width: 60rem) {
  .casino-consent__inner { flex-direction: row; align-items: flex-end; gap: var(--casino-space-5, 24px); }
  .casino-consent__body { flex: 1 1 auto; }
  .casino-consent__actions { flex: none; flex-direction: column; align-items: stretch; min-inline-size: 16rem; margin: 0; padding: 0; }
}
`;
