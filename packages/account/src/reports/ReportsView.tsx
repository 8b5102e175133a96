import { addEnglishTexts } from '@casino-sdk/core/internal';
import type { CasinoReportRow } from '@casino-sdk/core/contract/report';
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
import { NetChart } from './NetChart';
import { createReportsModel, REPORT_TYPES, type ReportsModel, type ReportType } from './reports-model';
import english from './texts.en.json';

addEnglishTexts(english);

/** `<casino-account view="reports">`: the casino report, a thin layer over its model. */
export function ReportsView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  useLedgerStyles();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createReportsModel(runtime), [runtime]);
  const titleId = useId();
  const load = model.load.value;
  useRowsPaintedMark(model.rows.value, load.kind === 'ready');
  return (
    <section className="casino-ledger" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-ledger__title" id={titleId}>
        {t('account.reports.title')}
      </Heading>
      <ReportFilters model={model} />
      {load.kind === 'loading' ? (
        <p className="casino-ledger__loading" role="status" part="loading">
          {t('account.reports.loading')}
        </p>
      ) : load.kind === 'error' ? (
        <RetryPanel message={messageText(t, load.message) ?? ''} onRetry={() => void model.search()} part="error" />
      ) : (
        <ReportResult model={model} />
      )}
    </section>
  );
}

function ReportFilters({ model }: { model: ReportsModel }) {
  useSignals();
  const t = useT();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.search();
  };
  const providers = model.providers.value.map((provider) => ({ value: String(provider.id), label: provider.name }));
  return (
    <form className="casino-form casino-ledger__filters" part="filters" noValidate onSubmit={onSubmit}>
      <DateRangeField
        label={t('account.reports.period')}
        value={model.range.value}
        onValueChange={model.setRange}
        fromMax={model.limits.fromMax}
        max={model.limits.toMax}
        hint={t('account.reports.utc')}
        error={model.canSearch.value ? null : t('account.reports.fromAfterTo')}
        name="report"
      />
      <SelectField
        label={t('account.reports.type')}
        value={model.type.value}
        onValueChange={(value) => model.setType(value as ReportType)}
        options={REPORT_TYPES.map((type) => ({ value: type, label: t(`account.reports.type.${type}`) }))}
      />
      <SelectField
        label={t('account.reports.provider')}
        value={model.provider.value === null ? '' : String(model.provider.value)}
        onValueChange={(value) => model.setProvider(value === '' ? null : Number(value))}
        placeholder={t('account.reports.allProviders')}
        options={providers}
      />
      <Button type="submit" disabled={!model.canSearch.value} part="search">
        {t('account.reports.search')}
      </Button>
    </form>
  );
}

function ReportResult({ model }: { model: ReportsModel }) {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const tableId = useId();
  const rows = model.rows.value;
  const cards = model.cards.value;
  const exportInput = model.exportInput.value;
  const currency = exportInput?.currency ?? '';
  const columns = useMemo<DataTableColumn<CasinoReportRow>[]>(
    () => [
      { id: 'date', header: t('account.reports.date'), cell: (row) => row.created_at.slice(0, 10), compare: (a, b) => a.created_at.localeCompare(b.created_at), rowHeader: true },
      { id: 'game', header: t('account.reports.game'), cell: (row) => row.game, compare: (a, b) => a.game.localeCompare(b.game) },
      { id: 'provider', header: t('account.reports.provider'), cell: (row) => row.provider, compare: (a, b) => a.provider.localeCompare(b.provider) },
      { id: 'count', header: t('account.reports.betsCount'), cell: (row) => row.bets_count, compare: (a, b) => a.bets_count - b.bets_count, align: 'end' },
      { id: 'bets', header: t('account.reports.bets'), cell: (row) => moneyText(row.bets, row.currency.code, language), compare: (a, b) => a.bets - b.bets, align: 'end' },
      { id: 'wins', header: t('account.reports.wins'), cell: (row) => moneyText(row.wins, row.currency.code, language), compare: (a, b) => a.wins - b.wins, align: 'end' },
      { id: 'net', header: t('account.reports.net'), cell: (row) => moneyText(row.net, row.currency.code, language), compare: (a, b) => a.net - b.net, align: 'end' },
    ],
    [t, language],
  );
  return (
    <>
      {cards && currency ? (
        <SummaryCards
          currency={currency}
          cards={[
            { label: t('account.reports.bets'), amount: cards.bets },
            { label: t('account.reports.wins'), amount: cards.wins },
            { label: t('account.reports.net'), amount: cards.net },
          ]}
        />
      ) : null}
      {rows.length > 0 ? <NetChart days={model.netByDay.value} tableId={tableId} /> : null}
      {exportInput ? <ExportMenu input={exportInput} /> : null}
      <div id={tableId}>
        <DataTable caption={t('account.reports.table')} columns={columns} rows={rows} rowKey={(row) => row.id} empty={t('account.reports.empty')} />
      </div>
    </>
  );
}
