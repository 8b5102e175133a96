/**
 * Shadow DOM: the dialogs sit in the top layer (showModal), but inherit from the element's tree,
 * so these rules and the shared dialog rules are all they see.
 */
export const siteDialogsCss = `
:host { display: contents; }
.casino-site-dialog__text { margin: 0 0 var(--casino-space-3, 12px); }
.casino-site-dialog__text:last-child { margin-bottom: 0; }
.casino-site-dialog__link {
  display: inline-flex; align-items: center;
  min-height: var(--casino-target-min, 24px);
}
.casino-site-dialog__message {
  margin: 0 0 var(--casino-space-3, 12px);
  white-space: pre-line;
  overflow-wrap: anywhere;
}
.casino-site-dialog__image {
  display: block;
  max-width: 100%; max-height: 12rem; height: auto;
  margin: 0 auto var(--casino-space-3, 12px);
  border-radius: var(--casino-radius-md, 8px);
  object-fit: contain;
}
.casino-site-dialog__summary {
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: var(--casino-space-1, 4px) var(--casino-space-4, 16px);
  margin: 0 0 var(--casino-space-3, 12px);
}
.casino-site-dialog__summary dt { color: var(--casino-color-text-muted, #4f5563); }
.casino-site-dialog__summary dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.casino-site-dialog__countdown {
  margin: 0;
  color: var(--casino-color-text-muted, #4f5563);
  font-variant-numeric: tabular-nums;
}
.casino-site-dialog--inactivity .casino-site-dialog__countdown {
  color: var(--casino-color-text, #14161b);
  font-size: var(--casino-font-size-md, 1rem);
}
.casino-site-dialog__error {
  margin: var(--casino-space-3, 12px) 0 0;
  padding: var(--casino-space-2, 8px) var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-danger, #b3261e);
  border-inline-start-width: 6px;
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-danger-surface, #fdecea);
  color: var(--casino-color-text, #14161b);
}
.casino-site-dialog__error:empty { display: none; }
`;
