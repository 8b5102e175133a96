/**
 * My bonus's rules, light DOM inside `@layer casino`, scoped by the element's tag; adopted when the
 * view is first shown. The wagering is a native `<progress>`: no inline width, so a strict CSP holds.
 */
export const myBonusCss = `
casino-account .casino-my-bonus { max-width: 40rem; }
casino-account .casino-my-bonus__part { display: flex; flex-direction: column; gap: var(--casino-space-3, 12px); }
casino-account .casino-my-bonus__name { margin: 0; font-weight: 600; }
casino-account .casino-my-bonus__code { color: var(--casino-color-text-muted, #4f5563); font-weight: 400; }
casino-account .casino-my-bonus__progress {
  width: 100%; height: 0.75rem; appearance: none; border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: 999px; overflow: hidden; background: var(--casino-color-surface-raised, #f1f2f5);
}
casino-account .casino-my-bonus__progress::-webkit-progress-bar { background: var(--casino-color-surface-raised, #f1f2f5); }
casino-account .casino-my-bonus__progress::-webkit-progress-value { background: var(--casino-color-primary, #b5174d); }
casino-account .casino-my-bonus__progress::-moz-progress-bar { background: var(--casino-color-primary, #b5174d); }
casino-account .casino-my-bonus__figures { margin: 0; font-variant-numeric: tabular-nums; }
casino-account .casino-my-bonus__time { font-variant-numeric: tabular-nums; }
casino-account .casino-my-bonus__campaigns { display: grid; gap: var(--casino-space-3, 12px); margin: 0; padding: 0; list-style: none; }
casino-account .casino-my-bonus__campaign {
  display: flex; flex-direction: column; gap: var(--casino-space-2, 8px); padding: var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-border, #7b8190); border-radius: var(--casino-radius-md, 8px);
}
casino-account .casino-my-bonus__campaign-name { margin: 0; font-size: 1.0625rem; }
casino-account .casino-my-bonus__campaign p { margin: 0; }
casino-account .casino-my-bonus__hint { color: var(--casino-color-text-muted, #4f5563); }
casino-account .casino-my-bonus__error:empty { display: none; }
`;
