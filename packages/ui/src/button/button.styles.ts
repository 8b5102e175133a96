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
  transition: background-color var(--casino-duration, 160ms), border-color var(--casino-duration, 160ms), color var(--casino-duration, 160ms), transform var(--casino-duration, 160ms);
}
.casino-button--small { min-height: 32px; padding: 0 var(--casino-space-3, 12px); font-size: var(--casino-font-size-sm, 0.875rem); }
.casino-button--block { display: flex; width: 100%; }
.casino-button:active:not(:disabled, [aria-disabled='true']) { transform: translateY(1px); }
/* Filled buttons have depth: a shade towards the bottom, a light top edge, a shadow below. */
.casino-button--primary, .casino-button--cta { background-origin: border-box; box-shadow: var(--casino-shadow-raised, 0 6px 16px -6px rgb(0 0 0 / 0.45)); }
.casino-button--primary {
  background: var(--casino-button-shade, linear-gradient(180deg, transparent 35%, rgb(0 0 0 / 0.14))) var(--casino-color-primary, #c8175d);
  color: var(--casino-color-on-primary, #ffffff);
}
.casino-button--primary:hover { background-color: var(--casino-color-primary-hover, #a3104a); }
/* The money call to action (Deposit): the brightest thing on the bar. */
.casino-button--cta {
  background: var(--casino-button-shade, linear-gradient(180deg, transparent 35%, rgb(0 0 0 / 0.14))) var(--casino-color-cta, #ffc02e);
  color: var(--casino-color-on-cta, #1f1400);
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.casino-button--cta:hover { background-color: var(--casino-color-cta-hover, #ffd35c); }
.casino-button--primary:hover, .casino-button--cta:hover { transform: translateY(-1px); }
.casino-button--secondary {
  background: color-mix(in srgb, var(--casino-color-primary, #c8175d) 8%, var(--casino-color-surface, #ffffff));
  border-color: var(--casino-color-primary, #c8175d);
  color: var(--casino-color-primary, #c8175d);
}
/* 12 %, not more: the primary text on a 16 % tint falls to 4.3:1, under AA's 4.5 (axe, a hovered button). */
.casino-button--secondary:hover { background: color-mix(in srgb, var(--casino-color-primary, #c8175d) 12%, var(--casino-color-surface, #ffffff)); }
.casino-button--ghost {
  background: transparent;
  color: var(--casino-color-text, #17132b);
}
.casino-button--ghost:hover { background: var(--casino-color-surface-raised, #eeebf6); }
@media (prefers-reduced-motion: reduce) {
  .casino-button, .casino-button:hover, .casino-button:active { transform: none; }
}
.casino-button[aria-disabled='true'], .casino-button:disabled { cursor: not-allowed; opacity: 0.75; }
.casino-button[aria-busy='true'] { cursor: progress; }
.casino-button__spinner { flex: none; }
`;
