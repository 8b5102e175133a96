/**
 * Stripe-like rows: a bold header over a rule, thin rules between rows, a hover tint; amounts
 * aligned to the end in tabular digits. The box scrolls sideways when the columns do not fit;
 * a virtualised table also scrolls down inside its box (`--casino-data-table-height`) with the
 * header stuck on top. Sort buttons fill their header cell (at least 44 px high).
 */
export const dataTableCss = `
.casino-data-table { overflow-x: auto; border-radius: var(--casino-radius-md, 8px); }
.casino-data-table--virtual { max-block-size: var(--casino-data-table-height, 70vh); overflow-y: auto; }
.casino-data-table:focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-focus, #1d4ed8);
  outline-offset: var(--casino-focus-offset, 2px);
}
.casino-data-table__table {
  width: 100%;
  border-collapse: collapse;
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #17132b);
  font-size: var(--casino-font-size-sm, 0.875rem);
}
.casino-data-table__caption {
  padding-block-end: var(--casino-space-2, 8px);
  font-size: var(--casino-font-size-md, 1rem);
  font-weight: var(--casino-font-weight-bold, 650);
  text-align: start;
}
.casino-data-table__cell {
  padding: var(--casino-space-3, 12px);
  border-block-end: 1px solid var(--casino-color-border, #7c7696);
  text-align: start;
  vertical-align: middle;
}
.casino-data-table__cell--end { text-align: end; font-variant-numeric: tabular-nums; }
thead .casino-data-table__cell {
  position: sticky;
  inset-block-start: 0;
  z-index: 1;
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text-muted, #4d4766);
  font-weight: var(--casino-font-weight-bold, 650);
  white-space: nowrap;
}
tbody th.casino-data-table__cell { font-weight: var(--casino-font-weight-bold, 650); }
tbody tr:not(.casino-data-table__spacer):hover { background: var(--casino-color-surface-raised, #eeebf6); }
thead .casino-data-table__cell:has(.casino-data-table__sort) { padding: 0; }
.casino-data-table__sort {
  display: inline-flex;
  align-items: center;
  gap: var(--casino-space-1, 4px);
  width: 100%;
  min-height: var(--casino-control-height, 44px);
  padding: 0 var(--casino-space-3, 12px);
  border: 0;
  border-radius: var(--casino-radius-sm, 4px);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.casino-data-table__cell--end .casino-data-table__sort { justify-content: flex-end; }
.casino-data-table__sort:hover { color: var(--casino-color-text, #17132b); }
.casino-data-table__sort:focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-focus, #1d4ed8);
  outline-offset: calc(-1 * var(--casino-focus-width, 3px));
}
/* The sorted column shows one arrow (up: ascending); a sortable one not sorted shows both, faint. */
.casino-data-table__arrow {
  flex: none;
  width: 0;
  height: 0;
  border-inline: 4px solid transparent;
}
.casino-data-table__arrow--ascending { border-block-end: 6px solid currentColor; }
.casino-data-table__arrow--descending { border-block-start: 6px solid currentColor; }
.casino-data-table__arrow--none { border-block: 4px solid currentColor; opacity: 0.45; }
.casino-data-table__empty {
  padding: var(--casino-space-5, 24px) var(--casino-space-3, 12px);
  color: var(--casino-color-text-muted, #4d4766);
  text-align: center;
}
.casino-data-table__spacer td { padding: 0; border: 0; }
`;
