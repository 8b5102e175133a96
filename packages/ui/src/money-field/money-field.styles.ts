/** The amount input with its currency beside it (MoneyField): added to an element by the field itself. */
export const moneyFieldCss = `
.casino-field__affix {
  display: inline-flex; align-items: center; flex: none;
  padding: 0 var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-border, #7b8190); border-inline-start: 0;
  border-start-end-radius: var(--casino-radius-md, 8px); border-end-end-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-raised, #f3f4f7);
  color: var(--casino-color-text, #14161b); font-weight: var(--casino-font-weight-bold, 650);
}
.casino-field--money .casino-field__input { border-start-end-radius: 0; border-end-end-radius: 0; font-variant-numeric: tabular-nums; }
.casino-field--currency-first .casino-field__affix {
  order: -1;
  border-inline-start: 1px solid var(--casino-color-border, #7b8190); border-inline-end: 0;
  border-radius: var(--casino-radius-md, 8px) 0 0 var(--casino-radius-md, 8px);
}
.casino-field--currency-first .casino-field__input { border-radius: 0 var(--casino-radius-md, 8px) var(--casino-radius-md, 8px) 0; }
`;
