export const fieldCss = `
.casino-field { display: flex; flex-direction: column; gap: var(--casino-space-1, 4px); min-width: 0; }
.casino-field__label-row { display: block; }
.casino-field__label { font-weight: var(--casino-font-weight-bold, 650); color: var(--casino-color-text, #14161b); }
.casino-field__required { color: var(--casino-color-danger, #b3261e); margin-inline-start: 0.15em; }
.casino-field__control { position: relative; display: flex; align-items: stretch; }
.casino-field__input {
  flex: 1; min-width: 0;
  min-height: var(--casino-control-height, 44px);
  padding: 0 var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
  font: inherit;
}
.casino-field__input:hover { border-color: var(--casino-color-text-muted, #4f5563); }
.casino-field__input:focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-focus, #1d4ed8);
  outline-offset: 1px;
}
.casino-field__input[aria-invalid='true'] { border-color: var(--casino-color-danger, #b3261e); border-width: 2px; }
.casino-field--with-action .casino-field__input { padding-inline-end: calc(var(--casino-control-height, 44px) + var(--casino-space-1, 4px)); }
.casino-field__action {
  position: absolute; inset-block: 0; inset-inline-end: 0;
  display: inline-flex; align-items: center; justify-content: center;
  width: var(--casino-control-height, 44px);
  border: 0; border-radius: var(--casino-radius-md, 8px);
  background: transparent; color: var(--casino-color-text-muted, #4f5563);
  cursor: pointer;
}
.casino-field__action:hover { color: var(--casino-color-text, #14161b); }
.casino-field__action[aria-pressed='true'] { color: var(--casino-color-primary, #6d28d9); }
.casino-field__action svg { width: 22px; height: 22px; }
.casino-field__hint { margin: 0; font-size: var(--casino-font-size-sm, 0.875rem); color: var(--casino-color-text-muted, #4f5563); }
.casino-field__error {
  display: flex; gap: var(--casino-space-1, 4px); align-items: flex-start;
  margin: 0; font-size: var(--casino-font-size-sm, 0.875rem); color: var(--casino-color-danger, #b3261e);
}
.casino-field__error-icon { flex: none; font-weight: var(--casino-font-weight-bold, 650); }
.casino-field__select { padding-inline-end: var(--casino-space-2, 8px); cursor: pointer; }
fieldset.casino-field { margin: 0; padding: 0; border: 0; }
fieldset.casino-field > legend { padding: 0; margin-bottom: var(--casino-space-1, 4px); }
.casino-check { display: flex; gap: var(--casino-space-2, 8px); align-items: flex-start; }
.casino-check__input {
  flex: none; width: 22px; height: 22px; margin: 1px 0 0;
  accent-color: var(--casino-color-primary, #6d28d9);
  cursor: pointer;
}
.casino-check__input:focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-focus, #1d4ed8);
  outline-offset: 2px;
}
.casino-check__input[aria-invalid='true'] { outline: 2px solid var(--casino-color-danger, #b3261e); outline-offset: 1px; }
.casino-check__label { min-height: 24px; color: var(--casino-color-text, #14161b); cursor: pointer; }
`;

/** A form's column and its alert: shared by every form element (login, admin access, change password, ...). */
export const formCss = `
.casino-form { display: flex; flex-direction: column; gap: var(--casino-space-4, 16px); }
.casino-form-alert {
  display: flex; gap: var(--casino-space-2, 8px); align-items: flex-start;
  padding: var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-danger, #b3261e);
  border-inline-start-width: 6px;
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-danger-surface, #fdecea);
  color: var(--casino-color-text, #14161b);
}
.casino-form-alert:empty { display: none; }
.casino-form-alert__text::before {
  /* Decorative: the alternative text after the slash keeps it out of what screen readers say. */
  content: '!';
  content: '!' / '';
  margin-inline-end: var(--casino-space-2, 8px);
  font-weight: var(--casino-font-weight-bold, 650);
  color: var(--casino-color-danger, #b3261e);
}
`;

/**
 * The card a light-DOM form element draws around itself (login, registration, recovery, …), scoped
 * by its tag: `<tag>` is a block, its `.<tag>` root the card.
 */
export function formCardCss(tag: string, maxWidth: string): string {
  return `
${tag} { display: block; }
${tag} .${tag} {
  max-width: ${maxWidth};
  margin-inline: auto;
  padding: var(--casino-space-5, 24px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-lg, 14px);
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
}`;
}
