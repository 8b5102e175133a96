import { useT } from '@casino-sdk/ui';
import { isKnownStatus } from './transactions-model';

/**
 * A transaction's status in its word and its colour (player-area §4: success green, declined red,
 * initialized blue, pending yellow; authorized and reverted neutral): the word says it, the colour
 * only repeats it. A status the SDK does not know is shown as the platform wrote it.
 */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <span className="casino-ledger__status" data-status={isKnownStatus(status) ? status : 'other'}>
      {isKnownStatus(status) ? t(`account.transactions.status.${status}`) : status}
    </span>
  );
}
