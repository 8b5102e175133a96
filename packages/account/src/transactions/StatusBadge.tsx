import { useT } from '@casino-sdk/ui';
import { TRANSACTION_STATUS_FILTER } from './transactions-model';

const known = new Set<string>(TRANSACTION_STATUS_FILTER);

/**
 * A transaction's status in its word and its colour (player-area §4: success green, declined red,
 * initialized blue, pending yellow; authorized and reverted neutral): the word says it, the colour
 * only repeats it. A status the SDK does not know is shown as the platform wrote it.
 */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <span className="casino-ledger__status" data-status={known.has(status) ? status : 'other'}>
      {known.has(status) ? t(`account.transactions.status.${status}`) : status}
    </span>
  );
}
