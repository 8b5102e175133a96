import { addEnglishTexts } from '@casino-sdk/core/internal';
import type { TransactionRow } from '@casino-sdk/core/contract/transaction';
import { formatMoment } from '@casino-sdk/core/dates';
import { useLanguage, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { DataTable, type DataTableColumn } from '@casino-sdk/ui/data-table';
import { SelectField } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { ExportMenu } from '../export/ExportMenu';
import { LedgerView } from '../ledger/LedgerView';
import { moneyText } from '../ledger/money-text';
import { SummaryCards } from '../ledger/SummaryCards';
import { StatusBadge } from './StatusBadge';
import { createTransactionsModel, isFilteredType, TRANSACTION_STATUS_FILTER, TRANSACTION_TYPE_FILTER, type TransactionsModel } from './transactions-model';
import english from './texts.en.json';

addEnglishTexts(english);

/** `<casino-account view="transactions">`: the transaction history, a thin layer over its model. */
export function TransactionsView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createTransactionsModel(runtime), [runtime]);
  const filters = (
    <>
      <SelectField
        label={t('account.transactions.type')}
        value={model.type.value === null ? '' : String(model.type.value)}
        onValueChange={(value) => model.setType(value === '' ? null : Number(value))}
        placeholder={t('account.transactions.allTypes')}
        options={TRANSACTION_TYPE_FILTER.map((type) => ({ value: String(type), label: t(`account.transactions.type.${type}`) }))}
      />
      <SelectField
        label={t('account.transactions.status')}
        value={model.status.value ?? ''}
        onValueChange={(value) => model.setStatus(value === '' ? null : value)}
        placeholder={t('account.transactions.allStatuses')}
        options={TRANSACTION_STATUS_FILTER.map((status) => ({ value: status, label: t(`account.transactions.status.${status}`) }))}
      />
    </>
  );
  return (
    <LedgerView model={model} texts="account.transactions" name="transactions" headingLevel={headingLevel} filters={filters}>
      <TransactionResult model={model} />
    </LedgerView>
  );
}

function TransactionResult({ model }: { model: TransactionsModel }) {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const cards = model.cards.value;
  const exportInput = model.exportInput.value;
  const currency = exportInput?.currency ?? '';
  const columns = useMemo<DataTableColumn<TransactionRow>[]>(
    () => [
      { id: 'id', header: t('account.transactions.id'), cell: (row) => row.id, compare: (a, b) => a.id - b.id, rowHeader: true },
      { id: 'date', header: t('account.transactions.date'), cell: (row) => formatMoment(row.created_at, language, 'UTC')?.utc ?? row.created_at, compare: (a, b) => a.created_at.localeCompare(b.created_at) },
      // The spec's types have words in every language; another type shows the platform's own description.
      { id: 'type', header: t('account.transactions.type'), cell: (row) => (isFilteredType(row.type.id) ? t(`account.transactions.type.${row.type.id}`) : (row.type.description ?? row.type.name)) },
      { id: 'status', header: t('account.transactions.status'), cell: (row) => <StatusBadge status={row.status} />, compare: (a, b) => a.status.localeCompare(b.status) },
      { id: 'amount', header: t('account.transactions.amount'), cell: (row) => moneyText(row.amount, row.currency.code, language), compare: (a, b) => a.amount - b.amount, align: 'end' },
      { id: 'balance', header: t('account.transactions.balance'), cell: (row) => moneyText(row.balance, row.currency.code, language), align: 'end' },
    ],
    [t, language],
  );
  return (
    <>
      {cards && currency ? (
        <SummaryCards
          currency={currency}
          cards={[
            { label: t('account.transactions.depositTotal'), amount: cards.deposits },
            { label: t('account.transactions.withdrawTotal'), amount: cards.withdrawals },
            { label: t('account.transactions.net'), amount: cards.net },
          ]}
        />
      ) : null}
      {exportInput ? <ExportMenu input={exportInput} /> : null}
      <DataTable caption={t('account.transactions.table')} columns={columns} rows={model.rows.value} rowKey={(row) => row.id} empty={t('account.transactions.empty')} />
    </>
  );
}
