export const toastCss = `
.casino-toaster {
  position: fixed; z-index: var(--casino-z-toast, 1100);
  inset-block-end: var(--casino-space-4, 16px);
  inset-inline: var(--casino-space-4, 16px);
  display: flex; flex-direction: column; align-items: center; gap: var(--casino-space-2, 8px);
  margin: 0; padding: 0; list-style: none;
  pointer-events: none;
}
.casino-toast {
  display: flex; align-items: center; gap: var(--casino-space-3, 12px);
  max-width: min(28rem, 100%);
  padding: var(--casino-space-2, 8px) var(--casino-space-2, 8px) var(--casino-space-2, 8px) var(--casino-space-4, 16px);
  border-radius: var(--casino-radius-md, 8px);
  border-inline-start: 6px solid var(--casino-color-primary, #6d28d9);
  background: var(--casino-color-toast-bg, #14161b);
  color: var(--casino-color-toast-text, #ffffff);
  box-shadow: var(--casino-shadow, 0 8px 24px rgb(0 0 0 / 0.18));
  pointer-events: auto;
}
.casino-toast--success { border-inline-start-color: var(--casino-color-success, #1e7a3c); }
.casino-toast--error { border-inline-start-color: var(--casino-color-danger, #b3261e); }
.casino-toast__icon { flex: none; font-weight: var(--casino-font-weight-bold, 650); }
.casino-toast__message { flex: 1; }
.casino-toast__close {
  display: inline-flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; flex: none;
  border: 0; border-radius: var(--casino-radius-sm, 4px);
  background: transparent; color: inherit; font: inherit; font-size: 1.25rem; cursor: pointer;
}
.casino-toast__close:focus-visible { outline: var(--casino-focus-width, 3px) solid currentColor; outline-offset: 0; }
`;
