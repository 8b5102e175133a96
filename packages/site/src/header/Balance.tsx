import { useT } from '@casino-sdk/ui';
import { StaleIcon } from './icons';

const MASK = '•••••';

/** A money figure, or a mask (with a spoken "hidden") while the player hides the balance. */
export function Amount({ text, hidden }: { text: string; hidden: boolean }) {
  const t = useT();
  return hidden ? (
    <>
      <span aria-hidden="true">{MASK}</span>
      <span className="casino-visually-hidden">{t('header.hidden')}</span>
    </>
  ) : (
    <>{text}</>
  );
}

export interface BalanceProps {
  /** Total + bonus, formatted. */
  balance: string;
  hidden: boolean;
  /** The last refresh failed: the figure may be out of date. */
  stale: boolean;
}

/**
 * The one balance view of the header (desktop bar, phone bar, account menu): the label, a stale
 * mark when the last refresh failed, and the amount or its mask.
 */
export function Balance({ balance, hidden, stale }: BalanceProps) {
  const t = useT();
  return (
    <span className="casino-header__balance-text">
      <span className="casino-header__balance-label">{t('header.balance')}</span>{' '}
      <span className="casino-header__balance-amount">
        {stale ? (
          <span className="casino-header__stale" title={t('header.balanceStale')}>
            <StaleIcon />
            <span className="casino-visually-hidden">{t('header.balanceStale')}</span>
          </span>
        ) : null}
        <Amount text={balance} hidden={hidden} />
      </span>
    </span>
  );
}
