/**
 * A row of text tabs over a rule; the selected one is bold with a thick underline (not colour
 * alone). The row scrolls sideways when the tabs do not fit, each tab at least 44 px high.
 */
export const tabsCss = `
.casino-tabs__list {
  display: flex;
  gap: var(--casino-space-1, 4px);
  overflow-x: auto;
  scrollbar-width: thin;
  border-block-end: 1px solid var(--casino-color-border, #7c7696);
}
.casino-tabs__tab {
  flex: none;
  min-height: var(--casino-control-height, 44px);
  min-width: var(--casino-target-min, 24px);
  padding: 0 var(--casino-space-4, 16px);
  border: 0;
  border-block-end: 3px solid transparent;
  border-radius: var(--casino-radius-sm, 4px) var(--casino-radius-sm, 4px) 0 0;
  background: transparent;
  color: var(--casino-color-text-muted, #4d4766);
  font: inherit;
  cursor: pointer;
}
.casino-tabs__tab:hover { background: var(--casino-color-surface-raised, #eeebf6); color: var(--casino-color-text, #17132b); }
.casino-tabs__tab[aria-selected='true'] {
  border-block-end-color: var(--casino-color-primary, #c8175d);
  color: var(--casino-color-text, #17132b);
  font-weight: var(--casino-font-weight-bold, 650);
}
.casino-tabs__tab:focus-visible,
.casino-tabs__panel:focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-focus, #1d4ed8);
  outline-offset: calc(-1 * var(--casino-focus-width, 3px));
}
.casino-tabs__panel { padding-block: var(--casino-space-4, 16px); }
`;
