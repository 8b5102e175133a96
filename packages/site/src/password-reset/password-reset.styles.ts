/**
 * Light DOM: these rules live in the document inside `@layer casino`, scoped by the tag name so
 * they never touch the host page's own markup.
 */
export const passwordResetCss = `
casino-password-reset { display: block; }
casino-password-reset .casino-password-reset {
  display: flex; flex-direction: column; gap: var(--casino-space-3, 12px);
  max-width: 26rem;
  margin-inline: auto;
  padding: var(--casino-space-5, 24px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-lg, 14px);
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
}
casino-password-reset .casino-password-reset__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
casino-password-reset .casino-password-reset__intro { margin: 0 0 var(--casino-space-2, 8px); color: var(--casino-color-text-muted, #4f5563); overflow-wrap: anywhere; }
@media (max-width: 30rem) {
  casino-password-reset .casino-password-reset { padding: var(--casino-space-4, 16px); }
}
`;
