import { useElementStyles } from '@casino-sdk/ui';
import { dataTableCss } from '@casino-sdk/ui/data-table';
import { ledgerCss } from './ledger.styles';
import { statusBadgeCss } from './status-badge-css';

const statusCss = statusBadgeCss('casino-account', 'casino-ledger__status');

/** The table's and the ledger views' CSS, adopted when a ledger view is first shown, not with the element. */
export function useLedgerStyles(): void {
  useElementStyles(dataTableCss, ledgerCss, statusCss);
}
