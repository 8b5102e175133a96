import { formCardCss } from '@casino-sdk/ui/field';

/**
 * Light DOM: these rules live in the document inside `@layer casino`, scoped by the tag name so
 * they never touch the host page's own markup.
 */
export const changePasswordCss = `${formCardCss('casino-change-password', '28rem')}
casino-change-password .casino-change-password__title { margin: 0 0 var(--casino-space-2, 8px); font-size: 1.5rem; line-height: 1.25; }
casino-change-password .casino-change-password__intro { margin: 0 0 var(--casino-space-4, 16px); }
casino-change-password .casino-change-password__leave {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--casino-space-2, 8px);
  margin-top: var(--casino-space-5, 24px);
  padding-top: var(--casino-space-4, 16px);
  border-top: 1px solid var(--casino-color-border, #7b8190);
}
casino-change-password .casino-change-password__leave-text { margin: 0; color: var(--casino-color-text-muted, #4f5563); }
@media (max-width: 30rem) {
  casino-change-password .casino-change-password { padding: var(--casino-space-4, 16px); }
}
`;
