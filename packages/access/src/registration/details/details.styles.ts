import { captchaCss } from '../../captcha/captcha.styles';

/**
 * Step 2's layout, for the registration element's light-DOM stylesheet (`@layer casino`). Scoped by
 * the step's own class so it never reaches the host page's markup. Pairs of short fields sit side by
 * side from 480 px; on a phone every field takes the full width.
 */
export const detailsCss = `
.casino-details { max-width: 36rem; margin-inline: auto; }
.casino-details__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
/* The saved panel's heading takes focus only to move the reader there: it is not a control. */
.casino-details__title:focus { outline: none; }
.casino-details--done { display: flex; flex-direction: column; gap: var(--casino-space-4, 16px); }
.casino-details__intro { margin: 0; color: var(--casino-color-text-muted, #4f5563); }
.casino-details__pair { display: grid; gap: var(--casino-space-4, 16px); }
@media (min-width: 480px) {
  .casino-details__pair { grid-template-columns: 1fr 1fr; }
  .casino-details__pair--street { grid-template-columns: 2fr 1fr; }
  .casino-details__pair--city { grid-template-columns: 1fr 2fr; }
}
.casino-details__pair--phone { grid-template-columns: 1fr 2fr; }
.casino-details__risk:empty, .casino-details__missing:empty { display: none; }
.casino-details__missing { margin: 0; font-size: var(--casino-font-size-sm, 0.875rem); color: var(--casino-color-text-muted, #4f5563); }
.casino-details__phone, .casino-details__captcha { margin: 0; padding: 0; border: 0; min-width: 0; display: flex; flex-direction: column; gap: var(--casino-space-2, 8px); }
.casino-details__phone > legend, .casino-details__captcha > legend { padding: 0; margin-bottom: var(--casino-space-2, 8px); }
.casino-details__limit {
  display: flex; flex-direction: column; gap: var(--casino-space-3, 12px);
  padding-top: var(--casino-space-4, 16px);
  border-top: 1px solid var(--casino-color-border, #7b8190);
}
.casino-details__checks {
  display: flex; flex-direction: column; gap: var(--casino-space-3, 12px);
  padding-top: var(--casino-space-4, 16px);
  border-top: 1px solid var(--casino-color-border, #7b8190);
}
.casino-details__risk {
  margin: 0; padding: var(--casino-space-3, 12px);
  border-inline-start: 4px solid var(--casino-color-primary, #6d28d9);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-raised, rgba(109, 40, 217, 0.08));
}
.casino-details__terms-link { align-self: flex-start; margin-inline-start: calc(22px + var(--casino-space-2, 8px)); min-height: 24px; display: inline-flex; align-items: center; }
${captchaCss}
.casino-details__done-actions { display: flex; flex-direction: column; gap: var(--casino-space-3, 12px); }
`;
