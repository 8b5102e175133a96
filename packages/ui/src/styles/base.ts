/**
 * Rules every element needs: box sizing, the visible focus ring (WCAG 2.4.7 / 2.4.13), and the
 * visually-hidden helper for text meant for screen readers only.
 */
export const baseCss = `
.casino-root, .casino-root *, .casino-root *::before, .casino-root *::after { box-sizing: border-box; }
.casino-root {
  font-family: var(--casino-font-family, system-ui, sans-serif);
  font-size: var(--casino-font-size-md, 1rem);
  line-height: var(--casino-line-height, 1.5);
  color: var(--casino-color-text, #14161b);
}
.casino-root :focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-focus, #1d4ed8);
  outline-offset: var(--casino-focus-offset, 2px);
}
.casino-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px;
  margin: -1px; padding: 0; border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
}
.casino-link {
  color: var(--casino-color-link, #5b21b6);
  text-decoration: underline;
  text-underline-offset: 0.2em;
  border-radius: var(--casino-radius-sm, 4px);
}
.casino-link:hover { text-decoration-thickness: 2px; }
.casino-retry__text { margin: 0; flex: 1 1 16rem; }
.casino-retry {
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--casino-space-3, 12px);
  padding: var(--casino-space-3, 12px) var(--casino-space-4, 16px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-raised, #f3f4f7);
  color: var(--casino-color-text, #14161b);
}
`;
