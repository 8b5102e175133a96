import { defineElement } from '@casino-sdk/ui';
import { TransactionStatus } from './TransactionStatus';
import { transactionStatusDefinition } from './casino-transaction-status.definition';
import { statusBadgeCss } from '../ledger/status-badge-css';
import { transactionStatusCss } from './transaction-status.styles';

export const TRANSACTION_STATUS_TAG = transactionStatusDefinition.tag;

/** Registers `<casino-transaction-status>` from its definition. */
export function defineTransactionStatus(): CustomElementConstructor | undefined {
  return defineElement(transactionStatusDefinition, TransactionStatus, { styles: [transactionStatusCss, statusBadgeCss('casino-transaction-status', 'casino-transaction-status__status')] });
}
