/** The reports' and transactions' rules, light DOM inside `@layer casino`, scoped by the element's tag. */
export const ledgerCss = `
casino-account .casino-ledger { display: flex; flex-direction: column; gap: var(--casino-space-4, 16px); min-width: 0; }
casino-account .casino-ledger__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
casino-account .casino-ledger__filters { display: flex; flex-direction: row; flex-wrap: wrap; align-items: end; gap: var(--casino-space-3, 12px); }
casino-account .casino-ledger__filters > * { flex: 1 1 12rem; min-width: 0; }
casino-account .casino-ledger__filters > .casino-field--date-range { flex: 2 1 20rem; }
casino-account .casino-ledger__filters > button { flex: 0 0 auto; }
casino-account .casino-ledger__loading, casino-account .casino-ledger__hint { margin: 0; }
casino-account .casino-ledger__hint { color: var(--casino-color-text-muted, #4d4766); font-size: 0.875rem; }
casino-account .casino-ledger__cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: var(--casino-space-3, 12px); margin: 0; }
casino-account .casino-ledger__card {
  padding: var(--casino-space-3, 12px); border: 1px solid var(--casino-color-border, #7c7696);
  border-radius: var(--casino-radius-md, 8px); background: var(--casino-color-surface, #ffffff);
}
casino-account .casino-ledger__card dt { color: var(--casino-color-text-muted, #4d4766); font-size: 0.875rem; }
casino-account .casino-ledger__card dd { margin: 0; font-size: 1.25rem; font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
casino-account .casino-ledger__chart { margin: 0; }
casino-account .casino-ledger__chart svg { display: block; width: 100%; height: 10rem; }
casino-account .casino-ledger__axis { stroke: var(--casino-color-border, #7c7696); stroke-width: 1; }
casino-account .casino-ledger__bar--up { fill: var(--casino-color-success, #1e7a3c); }
casino-account .casino-ledger__bar--down { fill: var(--casino-color-danger, #b3261e); }
casino-account .casino-ledger__status { font-size: 0.875rem; }
casino-account .casino-ledger__export { display: flex; flex-wrap: wrap; align-items: center; gap: var(--casino-space-3, 12px); }
casino-account .casino-ledger__export-actions { display: flex; flex-wrap: wrap; gap: var(--casino-space-2, 8px); }
casino-account .casino-ledger__export-notice { font-size: 0.875rem; }
casino-account .casino-ledger__export-notice[data-tone='error'] { color: var(--casino-color-danger, #b3261e); }
`;
