import { formCardCss } from '@casino-sdk/ui/field';

/**
 * Light DOM: these rules live in the document inside `@layer casino`, scoped by the tag name so
 * they never touch the host page's own markup.
 */
export const recoveryCss = `${formCardCss('casino-recovery', '26rem')}
casino-recovery .casino-recovery {
  display: flex; flex-direction: column; gap: var(--casino-space-3, 12px);
}
casino-recovery .casino-recovery__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
casino-recovery .casino-recovery__intro { margin: 0 0 var(--casino-space-2, 8px); color: var(--casino-color-text-muted, #4f5563); overflow-wrap: anywhere; }
casino-recovery .casino-recovery__login {
  margin: var(--casino-space-2, 8px) 0 0;
  padding-top: var(--casino-space-4, 16px);
  border-top: 1px solid var(--casino-color-border, #7b8190);
  text-align: center;
}
casino-recovery .casino-recovery__login a { display: inline-flex; align-items: center; min-height: var(--casino-target-min, 24px); }
@media (max-width: 30rem) {
  casino-recovery .casino-recovery { padding: var(--casino-space-4, 16px); }
}
`;
