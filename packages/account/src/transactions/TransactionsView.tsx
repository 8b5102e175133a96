import { addEnglishTexts } from '@casino-sdk/core/internal';
import type { TransactionRow } from '@casino-sdk/core/contract/transaction';
import { formatMoment } from '@casino-sdk/core/dates';
import { Heading, headingTag, useLanguage, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { DataTable, type DataTableColumn } from '@casino-sdk/ui/data-table';
import { DateRangeField } from '@casino-sdk/ui/date-range-field';
import { messageText, SelectField } from '@casino-sdk/ui/field';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useMemo, type FormEvent } from 'react';
import { ExportMenu } from '../export/ExportMenu';
import { moneyText } from '../ledger/money-text';
import { SummaryCards } from '../ledger/SummaryCards';
import { useRowsPaintedMark } from '../ledger/rows-painted';
import { useLedgerStyles } from '../ledger/use-ledger-styles';
import { StatusBadge } from './StatusBadge';
import { createTransactionsModel, isFilteredType, TRANSACTION_STATUS_FILTER, TRANSACTION_TYPE_FILTER, type TransactionsModel } from './transactions-model';
import english from './texts.en.json';

addEnglishTexts(english);

/** The spec's types have words in every language; another type shows the platform's own description. */
/** `<casino-account view="transactions">`: the transaction history, a thin layer over its model. */
export function TransactionsView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  useLedgerStyles();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createTransactionsModel(runtime), [runtime]);
  const titleId = useId();
  const load = model.load.value;
  useRowsPaintedMark(model.rows.value, load.kind === 'ready');
  return (
    <section className="casino-ledger" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-ledger__title" id={titleId}>
        {t('account.transactions.title')}
      </Heading>
      <TransactionFilters model={model} />
      {load.kind === 'loading' ? (
        <p className="casino-ledger__loading" role="status" part="loading">
          {t('account.transactions.loading')}
        </p>
      ) : load.kind === 'error' ? (
        <RetryPanel message={messageText(t, load.message) ?? ''} onRetry={() => void model.search()} part="error" />
      ) : (
        <TransactionResult model={model} />
      )}
    </section>
  );
}

function TransactionFilters({ model }: { model: TransactionsModel }) {
  useSignals();
  const t = useT();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.search();
  };
  return (
    <form className="casino-form casino-ledger__filters" part="filters" noValidate onSubmit={onSubmit}>
      <DateRangeField
        label={t('account.transactions.period')}
        value={model.range.value}
        onValueChange={model.setRange}
        fromMax={model.limits.fromMax}
        max={model.limits.toMax}
        hint={t('account.transactions.utc')}
        error={model.canSearch.value ? null : t('account.transactions.fromAfterTo')}
        name="transactions"
      />
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
      <Button type="submit" disabled={!model.canSearch.value} part="search">
        {t('account.transactions.search')}
      </Button>
    </form>
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
