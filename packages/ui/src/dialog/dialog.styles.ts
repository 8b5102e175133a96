export const dialogCss = `
.casino-dialog {
  width: min(32rem, calc(100vw - 2 * var(--casino-space-4, 16px)));
  max-height: calc(100dvh - 2 * var(--casino-space-4, 16px));
  padding: 0;
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-lg, 14px);
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
  box-shadow: var(--casino-shadow, 0 8px 24px rgb(0 0 0 / 0.18));
  font-family: var(--casino-font-family, system-ui, sans-serif);
}
.casino-dialog::backdrop { background: var(--casino-color-backdrop, rgb(20 22 27 / 0.55)); }
.casino-dialog__header {
  display: flex; align-items: center; justify-content: space-between; gap: var(--casino-space-3, 12px);
  padding: var(--casino-space-4, 16px) var(--casino-space-4, 16px) 0 var(--casino-space-5, 24px);
}
.casino-dialog__title { margin: 0; font-size: var(--casino-font-size-lg, 1.25rem); }
.casino-dialog__close {
  display: inline-flex; align-items: center; justify-content: center;
  width: 44px; height: 44px; flex: none;
  border: 0; border-radius: var(--casino-radius-md, 8px);
  background: transparent; color: var(--casino-color-text, #14161b);
  font: inherit; font-size: 1.5rem; cursor: pointer;
}
.casino-dialog__close:hover { background: var(--casino-color-surface-raised, #f3f4f7); }
.casino-dialog__body { padding: var(--casino-space-3, 12px) var(--casino-space-5, 24px) var(--casino-space-5, 24px); }
.casino-dialog__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--casino-space-2, 8px); margin-top: var(--casino-space-4, 16px); }
`;
