/** Radios in a row or a column (ChoiceField): added to an element by the field itself. */
export const choiceCss = `
.casino-choice { display: flex; flex-direction: column; gap: var(--casino-space-2, 8px); }
.casino-choice--inline { flex-direction: row; flex-wrap: wrap; column-gap: var(--casino-space-5, 24px); }
.casino-choice .casino-check { min-height: var(--casino-control-height, 44px); align-items: center; }
.casino-choice .casino-check__input { margin: 0; }
.casino-field--invalid .casino-check__input { outline: 2px solid var(--casino-color-danger, #b3261e); outline-offset: 1px; }
.casino-choice .casino-check__label { display: inline-flex; align-items: center; min-height: var(--casino-control-height, 44px); }
`;
