/**
 * `<casino-admin>` renders in the light DOM (password managers must see the inputs): these rules
 * live in the document inside `@layer casino`, scoped by the tag name.
 */
export const adminCss = `
casino-admin { display: block; }
casino-admin .casino-admin {
  display: flex; flex-direction: column; gap: var(--casino-space-4, 16px);
  max-width: 26rem;
  margin-inline: auto;
  padding: var(--casino-space-5, 24px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-lg, 14px);
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
}
casino-admin .casino-admin__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
casino-admin .casino-admin__intro,
casino-admin .casino-admin__signed-in { margin: 0; }
casino-admin .casino-admin__intro { color: var(--casino-color-text-muted, #4f5563); font-size: var(--casino-font-size-sm, 0.875rem); }
casino-admin .casino-admin__form { display: flex; flex-direction: column; gap: var(--casino-space-4, 16px); }
casino-admin .casino-admin__error {
  display: flex; gap: var(--casino-space-2, 8px); align-items: flex-start;
  padding: var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-danger, #b3261e);
  border-inline-start-width: 6px;
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-danger-surface, #fdecea);
  color: var(--casino-color-text, #14161b);
}
casino-admin .casino-admin__error:empty { display: none; }
casino-admin .casino-admin__error-text::before {
  /* Decorative: the alternative text after the slash keeps it out of what screen readers say. */
  content: '!';
  content: '!' / '';
  margin-inline-end: var(--casino-space-2, 8px);
  font-weight: var(--casino-font-weight-bold, 650);
  color: var(--casino-color-danger, #b3261e);
}
casino-admin .casino-admin__signed-in { overflow-wrap: anywhere; }
.casino-admin-exit .casino-admin-exit__question { margin: 0; }
`;
