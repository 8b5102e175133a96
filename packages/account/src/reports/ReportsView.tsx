import { addEnglishTexts } from '@casino-sdk/core/internal';
import type { CasinoReportRow } from '@casino-sdk/core/contract/report';
import { useLanguage, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { DataTable, type DataTableColumn } from '@casino-sdk/ui/data-table';
import { SelectField } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useMemo } from 'react';
import { ExportMenu } from '../export/ExportMenu';
import { LedgerView } from '../ledger/LedgerView';
import { moneyText } from '../ledger/money-text';
import { SummaryCards } from '../ledger/SummaryCards';
import { NetChart } from './NetChart';
import { createReportsModel, REPORT_TYPES, type ReportsModel, type ReportType } from './reports-model';
import english from './texts.en.json';

addEnglishTexts(english);

/** `<casino-account view="reports">`: the casino report, a thin layer over its model. */
export function ReportsView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createReportsModel(runtime), [runtime]);
  const providers = model.providers.value.map((provider) => ({ value: String(provider.id), label: provider.name }));
  const filters = (
    <>
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
    </>
  );
  return (
    <LedgerView model={model} texts="account.reports" name="report" headingLevel={headingLevel} filters={filters}>
      <ReportResult model={model} />
    </LedgerView>
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
