import { formCardCss } from '@casino-sdk/ui/field';

/**
 * Light DOM: these rules live in the document inside `@layer casino`, scoped by the tag name so
 * they never touch the host page's own markup.
 */
export const passwordResetCss = `${formCardCss('casino-password-reset', '26rem')}
casino-password-reset .casino-password-reset {
  display: flex; flex-direction: column; gap: var(--casino-space-3, 12px);
}
casino-password-reset .casino-password-reset__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
casino-password-reset .casino-password-reset__intro { margin: 0 0 var(--casino-space-2, 8px); color: var(--casino-color-text-muted, #4f5563); overflow-wrap: anywhere; }
@media (max-width: 30rem) {
  casino-password-reset .casino-password-reset { padding: var(--casino-space-4, 16px); }
}
`;
