/**
 * Shadow DOM: the bar only sees its own tree. It wraps onto two lines on a phone (the controls
 * under the name) and stays one slim line on a desktop.
 */
export const adminBarCss = `
:host { display: block; }
:host([hidden]) { display: none; }
.casino-root { color: var(--casino-color-text, #14161b); }
.casino-admin-bar {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
  gap: var(--casino-space-2, 8px) var(--casino-space-4, 16px);
  padding: var(--casino-space-2, 8px) var(--casino-space-4, 16px);
  background: var(--casino-color-surface-raised, #f3f4f7);
  border-bottom: 3px solid var(--casino-color-warning, #8a5200);
  color: var(--casino-color-text, #14161b);
  font-size: var(--casino-font-size-sm, 0.875rem);
}
.casino-admin-bar__status {
  display: flex; align-items: center; gap: var(--casino-space-2, 8px);
  margin: 0; min-width: 0;
  font-weight: var(--casino-font-weight-bold, 650);
  overflow-wrap: anywhere;
}
.casino-admin-bar__mark {
  flex: none; inline-size: 10px; block-size: 10px; border-radius: 50%;
  background: var(--casino-color-warning, #8a5200);
}
.casino-admin-bar__controls {
  display: flex; flex-wrap: wrap; align-items: center;
  gap: var(--casino-space-2, 8px) var(--casino-space-4, 16px);
}
.casino-admin-bar__toggle {
  display: inline-flex; align-items: center; gap: var(--casino-space-2, 8px);
  min-block-size: var(--casino-target-min, 24px);
  cursor: pointer;
}
/* A native checkbox drawn as a switch: keyboard, form semantics and role="switch" for free. */
.casino-admin-bar__switch {
  appearance: none;
  position: relative; flex: none;
  inline-size: 44px; block-size: 24px;
  margin: 0;
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: 12px;
  background: var(--casino-color-surface, #ffffff);
  cursor: pointer;
  transition: background-color 120ms ease;
}
.casino-admin-bar__switch::before {
  content: '';
  position: absolute; inset-block-start: 3px; inset-inline-start: 3px;
  inline-size: 16px; block-size: 16px; border-radius: 50%;
  background: var(--casino-color-border, #7b8190);
  transition: transform 120ms ease;
}
.casino-admin-bar__switch:checked {
  border-color: var(--casino-color-primary, #6d28d9);
  background: var(--casino-color-primary, #6d28d9);
}
.casino-admin-bar__switch:checked::before {
  background: var(--casino-color-on-primary, #ffffff);
  transform: translateX(20px);
}
.casino-admin-bar__switch:dir(rtl):checked::before { transform: translateX(-20px); }
.casino-admin-bar__switch:focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-focus, #1d4ed8);
  outline-offset: 2px;
}
@media (prefers-reduced-motion: reduce) {
  .casino-admin-bar__switch, .casino-admin-bar__switch::before { transition: none; }
}
@media (forced-colors: active) {
  .casino-admin-bar__switch { border-color: CanvasText; }
  .casino-admin-bar__switch::before { background: CanvasText; }
  .casino-admin-bar__switch:checked { background: Highlight; }
  .casino-admin-bar__switch:checked::before { background: HighlightText; }
}
.casino-admin-exit .casino-admin-exit__question { margin: 0; }
`;
