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
casino-admin .casino-admin__signed-in { overflow-wrap: anywhere; }
.casino-admin-exit .casino-admin-exit__question { margin: 0; }
`;
