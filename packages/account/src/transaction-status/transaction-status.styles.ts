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
casino-transaction-status .casino-transaction-status__missing { display: flex; flex-direction: column; align-items: flex-start; gap: var(--casino-space-3, 12px); }
casino-transaction-status .casino-transaction-status__status {
  display: inline-block; padding: 0 var(--casino-space-2, 8px); border: 1px solid currentColor; border-radius: 999px; font-weight: 600;
}
casino-transaction-status [data-status='success'], casino-transaction-status [data-status='underpaid'] { color: var(--casino-color-success, #1e7a3c); }
casino-transaction-status [data-status='declined'], casino-transaction-status [data-status='cancelled'], casino-transaction-status [data-status='expired'] { color: var(--casino-color-danger, #b3261e); }
casino-transaction-status [data-status='initialized'] { color: var(--casino-color-info, #1d4ed8); }
casino-transaction-status [data-status='pending'] { color: var(--casino-color-warning, #8a5200); }
`;
