export const buttonCss = `
.casino-button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--casino-space-2, 8px);
  min-height: var(--casino-control-height, 44px);
  min-width: var(--casino-target-min, 24px);
  padding: 0 var(--casino-space-4, 16px);
  border: 2px solid transparent;
  border-radius: var(--casino-radius-md, 8px);
  font: inherit;
  font-weight: var(--casino-font-weight-bold, 650);
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color var(--casino-duration, 160ms), border-color var(--casino-duration, 160ms), color var(--casino-duration, 160ms);
}
.casino-button--small { min-height: 32px; padding: 0 var(--casino-space-3, 12px); font-size: var(--casino-font-size-sm, 0.875rem); }
.casino-button--block { display: flex; width: 100%; }
.casino-button--primary {
  background: var(--casino-color-primary, #6d28d9);
  color: var(--casino-color-on-primary, #ffffff);
}
.casino-button--primary:hover { background: var(--casino-color-primary-hover, #5b21b6); }
.casino-button--secondary {
  background: var(--casino-color-surface, #ffffff);
  border-color: var(--casino-color-primary, #6d28d9);
  color: var(--casino-color-primary, #6d28d9);
}
.casino-button--secondary:hover { background: var(--casino-color-surface-raised, #f3f4f7); }
.casino-button--ghost {
  background: transparent;
  color: var(--casino-color-text, #14161b);
}
.casino-button--ghost:hover { background: var(--casino-color-surface-raised, #f3f4f7); }
.casino-button[aria-disabled='true'], .casino-button:disabled { cursor: not-allowed; opacity: 0.75; }
.casino-button[aria-busy='true'] { cursor: progress; }
.casino-button__spinner { flex: none; }
`;
