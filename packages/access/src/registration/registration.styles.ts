import { formCardCss } from '@casino-sdk/ui/field';

/**
 * Light DOM (password managers and autofill see the inputs): these rules live in the document
 * inside `@layer casino`, scoped by the tag name so they never touch the host page's own markup.
 */
export const registrationCss = `${formCardCss('casino-registration', '34rem')}
casino-registration .casino-registration__title { margin: 0 0 var(--casino-space-4, 16px); font-size: 1.5rem; line-height: 1.25; }
casino-registration .casino-registration__steps {
  display: flex; gap: var(--casino-space-2, 8px);
  margin: 0 0 var(--casino-space-5, 24px); padding: 0; list-style: none;
  counter-reset: step;
}
casino-registration .casino-registration__steps li {
  flex: 1 1 0; display: flex; align-items: center; gap: var(--casino-space-2, 8px);
  padding-top: var(--casino-space-2, 8px);
  border-top: 4px solid var(--casino-color-border, #7b8190);
  color: var(--casino-color-text-muted, #4f5563);
  font-size: 0.875rem; line-height: 1.3;
}
casino-registration .casino-registration__steps li.is-current { border-top-color: var(--casino-color-primary, #1f5fd1); color: var(--casino-color-text, #14161b); font-weight: 600; }
casino-registration .casino-registration__steps li.is-done { border-top-color: var(--casino-color-success, #1d7a46); }
casino-registration .casino-registration__step-number {
  display: inline-grid; place-items: center; flex: none;
  width: 1.5rem; height: 1.5rem; border-radius: 50%;
  border: 1px solid currentColor; font-size: 0.75rem;
}
casino-registration .casino-registration__step-title { margin: 0; font-size: 1.25rem; line-height: 1.3; }
casino-registration .casino-registration__step-title:focus { outline: none; }
casino-registration .casino-registration__step-title:focus-visible { outline: 2px solid var(--casino-color-focus, #1f5fd1); outline-offset: 4px; }
casino-registration .casino-registration__pending--restore { min-height: 15rem; }
casino-registration .casino-registration__pending--codes { min-height: 36rem; }
casino-registration .casino-registration__pending--details { min-height: 48rem; }
casino-registration .casino-registration__intro { margin: 0; color: var(--casino-color-text-muted, #4f5563); }
casino-registration .casino-registration__notice:empty { display: none; }
casino-registration .casino-registration__notice { margin: calc(-1 * var(--casino-space-2, 8px)) 0 0; color: var(--casino-color-warning, #8a5200); font-size: 0.875rem; }
casino-registration .casino-registration__info {
  margin: 0; padding: var(--casino-space-3, 12px);
  border-inline-start: 4px solid var(--casino-color-primary, #1f5fd1);
  background: var(--casino-color-surface-raised, #f1f3f7);
}
casino-registration .casino-field--flash .casino-field__input {
  border-color: var(--casino-color-danger, #b3261e);
  box-shadow: 0 0 0 2px var(--casino-color-danger, #b3261e);
}
casino-registration .casino-registration__checks { margin-top: calc(-1 * var(--casino-space-2, 8px)); font-size: 0.875rem; }
casino-registration .casino-registration__checks-title { margin: 0 0 var(--casino-space-1, 4px); color: var(--casino-color-text-muted, #4f5563); }
casino-registration .casino-registration__checks ul { display: flex; flex-wrap: wrap; gap: var(--casino-space-1, 4px) var(--casino-space-3, 12px); margin: 0; padding: 0; list-style: none; }
casino-registration .casino-registration__checks li { display: inline-flex; align-items: center; gap: 6px; color: var(--casino-color-text-muted, #4f5563); }
casino-registration .casino-registration__check-mark { width: 0.75rem; height: 0.75rem; border-radius: 50%; border: 2px solid currentColor; }
casino-registration .casino-registration__checks li.is-met { color: var(--casino-color-success, #1d7a46); }
casino-registration .casino-registration__checks li.is-met .casino-registration__check-mark { background: currentColor; }
casino-registration .casino-registration__bonus { display: flex; gap: var(--casino-space-2, 8px); align-items: flex-start; }
casino-registration .casino-registration__bonus > .casino-field { flex: 1 1 auto; min-width: 0; }
casino-registration .casino-registration__bonus > .casino-button { margin-top: 1.75rem; flex: none; }
casino-registration .casino-registration__bonus-state:empty { display: none; }
casino-registration .casino-registration__bonus-verified p { margin: 0; color: var(--casino-color-success, #1d7a46); font-weight: 600; }
casino-registration .casino-registration__bonus-banner { display: block; max-width: 100%; margin-top: var(--casino-space-2, 8px); border-radius: var(--casino-radius-md, 8px); }
casino-registration .casino-registration__login { margin: 0; text-align: center; }
casino-registration .casino-registration__login a { display: inline-flex; align-items: center; min-height: var(--casino-target-min, 24px); }
@media (max-width: 30rem) {
  casino-registration .casino-registration { padding: var(--casino-space-4, 16px); border-radius: var(--casino-radius-md, 8px); }
  casino-registration .casino-registration__steps li { flex-direction: column; align-items: flex-start; font-size: 0.75rem; }
  casino-registration .casino-registration__bonus { flex-direction: column; align-items: stretch; }
  casino-registration .casino-registration__bonus > .casino-button { margin-top: 0; }
}
`;
