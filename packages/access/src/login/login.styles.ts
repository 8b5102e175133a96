import { formCardCss } from '@casino-sdk/ui/field';

/**
 * Light DOM: these rules live in the document inside `@layer casino`, scoped by the tag name so
 * they never touch the host page's own markup.
 */
export const loginCss = `${formCardCss('casino-login', '26rem')}
casino-login .casino-login__title { margin: 0 0 var(--casino-space-4, 16px); font-size: 1.5rem; line-height: 1.25; }
casino-login .casino-login__recovery {
  align-self: flex-start;
  display: inline-flex; align-items: center;
  min-height: var(--casino-target-min, 24px);
}
casino-login .casino-login__register {
  display: flex; flex-direction: column; align-items: stretch; gap: var(--casino-space-2, 8px);
  margin-top: var(--casino-space-5, 24px);
  padding-top: var(--casino-space-4, 16px);
  border-top: 1px solid var(--casino-color-border, #7b8190);
  text-align: center;
}
casino-login .casino-login__signed-in { margin: 0 0 var(--casino-space-4, 16px); }
casino-login .casino-login__register-text { margin: 0; color: var(--casino-color-text-muted, #4f5563); }
casino-login .casino-login__blocked-text { margin: 0 0 var(--casino-space-3, 12px); }
casino-login .casino-login__blocked-links {
  display: flex; flex-direction: column; gap: var(--casino-space-2, 8px);
  margin: 0; padding: 0; list-style: none;
}
casino-login .casino-login__blocked-links a { display: inline-flex; align-items: center; min-height: var(--casino-target-min, 24px); }
`;
