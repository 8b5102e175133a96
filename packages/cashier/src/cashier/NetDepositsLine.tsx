import type { Money } from '@casino-sdk/core/money';
import { formatMoney } from '@casino-sdk/core/money';
import { useRuntime, useT } from '@casino-sdk/ui';

/** The jurisdiction's net deposits line (UKGC): nothing where it shows none. */
export function NetDepositsLine({ amount }: { amount: Money | null }) {
  const t = useT();
  const language = useRuntime().store.language.value;
  if (!amount) return null;
  return (
    <p className="casino-cashier__hint" part="net-deposits">
      {t('cashier.netDeposits', { amount: formatMoney(amount, language) })}
    </p>
  );
}
