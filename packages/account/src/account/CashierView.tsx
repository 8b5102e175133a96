import '@casino-sdk/cashier/elements/casino-cashier';

/**
 * A cashier view inside the account: `<casino-cashier>` itself (light DOM, as the account), so a
 * host gets the same element on its own deposit page and in the dashboard. The limits page carries
 * the self-exclusion under it (front-end spec §2).
 */
export function CashierView({ view, headingLevel }: { view: 'deposit' | 'limits' | 'withdraw'; headingLevel?: number }) {
  const level = headingLevel ?? 1;
  return (
    <>
      <casino-cashier view={view} heading-level={level} />
      {view === 'limits' ? <casino-cashier view="exclusion" heading-level={Math.min(level + 1, 6)} /> : null}
    </>
  );
}
