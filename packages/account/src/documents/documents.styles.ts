/** The documents view's own rules, adopted with the view (light DOM, scoped by the tag). */
export const documentsCss = `
casino-account .casino-documents__section { display: flex; flex-direction: column; gap: var(--casino-space-4, 16px); padding: var(--casino-space-3, 12px) 0; }
casino-account .casino-documents__list { display: flex; flex-direction: column; gap: var(--casino-space-2, 8px); margin: 0; padding: 0; list-style: none; }
casino-account .casino-documents__item {
  display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--casino-space-1, 4px) var(--casino-space-3, 12px);
  padding: var(--casino-space-2, 8px) var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-border, #7b8190); border-radius: var(--casino-radius-md, 8px);
}
casino-account .casino-documents__state { font-weight: 700; }
casino-account .casino-documents__state[data-state="approved"] { color: var(--casino-color-success, #1e7a3c); }
casino-account .casino-documents__state[data-state="pending"] { color: var(--casino-color-warning, #8a5200); }
casino-account .casino-documents__state[data-state="rejected"], casino-account .casino-documents__state[data-state="expired"] { color: var(--casino-color-danger, #b3261e); }
casino-account .casino-documents__fields { display: flex; flex-direction: column; gap: var(--casino-space-4, 16px); min-width: 0; margin: 0; padding: 0; border: 0; }
casino-account .casino-documents__meta { color: var(--casino-color-text-muted, #4f5563); font-size: 0.875rem; }
casino-account .casino-documents__downloads { display: flex; flex-wrap: wrap; gap: var(--casino-space-2, 8px); flex-basis: 100%; }
casino-account .casino-documents__preview { display: block; max-width: 100%; max-height: 10rem; object-fit: contain; border-radius: var(--casino-radius-md, 8px); border: 1px solid var(--casino-color-border, #7b8190); }
`;
