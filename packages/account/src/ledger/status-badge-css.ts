/**
 * A payment's or ledger row's status as a badge: the word says it, the colour only repeats it
 * (player-area §4: success green, declined red, initialized blue, pending yellow; the rest neutral).
 * One style for the transactions table and the transaction status page; `scope` is the element's
 * tag (light DOM, inside `@layer casino`), `badge` the badge's class.
 * (Not a `.styles.ts`: the build minifies only plain strings.)
 */
export function statusBadgeCss(scope: string, badge: string): string {
  const is = (...statuses: string[]) => statuses.map((status) => `${scope} .${badge}[data-status='${status}']`).join(', ');
  return `
${scope} .${badge} {
  display: inline-block; padding: 0 var(--casino-space-2, 8px); border-radius: 999px; border: 1px solid currentColor; white-space: nowrap;
}
${is('success', 'underpaid')} { color: var(--casino-color-success, #1e7a3c); }
${is('declined', 'cancelled', 'expired')} { color: var(--casino-color-danger, #b3261e); }
${is('initialized')} { color: var(--casino-color-info, #1d4ed8); }
${is('pending')} { color: var(--casino-color-warning, #8a5200); }
${is('authorized', 'reverted', 'other')} { color: var(--casino-color-text-muted, #4d4766); }
`;
}
