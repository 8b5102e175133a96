/**
 * The CSS of steps 1 and -1, which load after the first screen: their views add it
 * (`useElementStyles`) with their code, so the element's entry does not carry it.
 */
export const laterStepsCss = `
casino-registration .casino-registration__hint { margin: 0; color: var(--casino-color-text-muted, #4f5563); }
casino-registration .casino-registration__hint:empty { display: none; }
casino-registration .casino-registration__code-row, casino-registration .casino-registration__phone-row {
  display: flex; gap: var(--casino-space-2, 8px); align-items: flex-start;
}
casino-registration .casino-registration__code-row > .casino-field, casino-registration .casino-registration__phone-row > .casino-field:last-child { flex: 1 1 auto; min-width: 0; }
casino-registration .casino-registration__code-row > .casino-button { margin-top: 1.75rem; flex: none; }
casino-registration .casino-registration__prefix { flex: 0 0 6.5rem; }
casino-registration .casino-registration__codes { display: flex; flex-direction: column; gap: var(--casino-space-4, 16px); }
casino-registration .casino-registration__channel {
  display: flex; flex-direction: column; gap: var(--casino-space-3, 12px);
  padding: var(--casino-space-4, 16px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 8px);
}
casino-registration .casino-registration__channel-title { margin: 0; font-size: 1rem; }
casino-registration .casino-registration__verified.casino-button,
casino-registration .casino-registration__verified.casino-button:hover {
  background: var(--casino-color-success, #1d7a46);
  border-color: var(--casino-color-success, #1d7a46);
  color: var(--casino-color-on-primary, #ffffff);
}
casino-registration .casino-registration__links { margin: 0; }
casino-registration .casino-registration__links a { display: inline-flex; align-items: center; min-height: var(--casino-target-min, 24px); }
@media (max-width: 30rem) {
  casino-registration .casino-registration__code-row { flex-direction: column; align-items: stretch; }
  casino-registration .casino-registration__code-row > .casino-button { margin-top: 0; }
}
`;
