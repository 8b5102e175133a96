/** Light DOM: scoped by the tag name, inside `@layer casino`. The status is a word; its colour only repeats it. */
export const transactionStatusCss = `
casino-transaction-status { display: block; }
casino-transaction-status .casino-transaction-status {
  display: flex; flex-direction: column; gap: var(--casino-space-4, 16px); box-sizing: border-box; max-width: 32rem; margin-inline: auto;
  padding: var(--casino-space-5, 24px); border: 1px solid var(--casino-color-border, #7b8190); border-radius: var(--casino-radius-lg, 14px);
  background: var(--casino-color-surface, #ffffff); color: var(--casino-color-text, #14161b);
}
casino-transaction-status .casino-transaction-status__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
casino-transaction-status p { margin: 0; }
casino-transaction-status .casino-transaction-status__status { font-weight: 600; }
casino-transaction-status .casino-transaction-status__missing { display: flex; flex-direction: column; align-items: flex-start; gap: var(--casino-space-3, 12px); }
`;
