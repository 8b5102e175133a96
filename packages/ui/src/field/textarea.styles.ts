/** A text area (TextAreaField): added by the field itself. */
export const textAreaCss = `
.casino-field__input--multiline { padding-block: var(--casino-space-2, 8px); font: inherit; line-height: 1.5; resize: vertical; }
`;
