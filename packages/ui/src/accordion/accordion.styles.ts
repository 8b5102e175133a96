/**
 * Sections between rules; the whole header row is the button (at least 44 px high), with a chevron
 * at the end that turns when the section opens. Logical properties, so the chevron sits at the end
 * in either direction.
 */
export const accordionCss = `
.casino-accordion__item { border-block-end: 1px solid var(--casino-color-border, #7c7696); }
.casino-accordion__item:first-child { border-block-start: 1px solid var(--casino-color-border, #7c7696); }
.casino-accordion__heading { margin: 0; font-size: var(--casino-font-size-md, 1rem); }
.casino-accordion__button {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--casino-space-3, 12px);
  width: 100%;
  min-height: var(--casino-control-height, 44px);
  padding: var(--casino-space-2, 8px) var(--casino-space-3, 12px);
  border: 0;
  background: transparent;
  color: var(--casino-color-text, #17132b);
  font: inherit;
  font-weight: var(--casino-font-weight-bold, 650);
  text-align: start;
  cursor: pointer;
}
.casino-accordion__button:hover { background: var(--casino-color-surface-raised, #eeebf6); }
.casino-accordion__button:focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-focus, #1d4ed8);
  outline-offset: calc(-1 * var(--casino-focus-width, 3px));
}
.casino-accordion__chevron {
  flex: none;
  width: 9px;
  height: 9px;
  border-block-end: 2px solid currentColor;
  border-inline-end: 2px solid currentColor;
  transform: translateY(-2px) rotate(45deg);
  transition: transform var(--casino-duration, 160ms);
}
.casino-accordion__button[aria-expanded='true'] .casino-accordion__chevron { transform: translateY(2px) rotate(225deg); }
.casino-accordion__panel { padding: 0 var(--casino-space-3, 12px) var(--casino-space-3, 12px); }
@media (prefers-reduced-motion: reduce) {
  .casino-accordion__chevron { transition: none; }
}
`;
