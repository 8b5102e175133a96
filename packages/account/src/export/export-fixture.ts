import type { LedgerExport } from '../ledger/ledger-export';
import reports from '../reports/texts.en.json';
import transactions from '../transactions/texts.en.json';
import type { ExportWords } from './export-words';
import english from './texts.en.json';

const texts: Record<string, string> = { ...english, ...reports, ...transactions };

/** English words as the translator gives them, for the files' tests. */
export const englishWords: ExportWords = {
  language: 'en',
  t: (key, values = {}) => (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name])),
};

/** A transactions export with a formula-looking type, the diacritics the PDF font must print, and a status as a text key. */
export const transactionsExport: LedgerExport = {
  name: 'transactions',
  period: { from: '2026-11-01', to: '2026-11-30' },
  currency: 'EUR',
  columns: [
    { key: 'id', label: 'account.transactions.id', kind: 'number' },
    { key: 'created_at', label: 'account.transactions.date', kind: 'date' },
    { key: 'type', label: 'account.transactions.type', kind: 'text' },
    { key: 'status', label: 'account.transactions.status', kind: 'text' },
    { key: 'amount', label: 'account.transactions.amount', kind: 'money' },
    { key: 'balance', label: 'account.transactions.balance', kind: 'money' },
  ],
  rows: [
    [902, '2026-11-02T10:00:00.000Z', '=cmd|"/c calc"!A1', { key: 'account.transactions.status.declined' }, -12.5, 1180.05],
    [901, '2026-11-01T08:30:00.000Z', 'Vklad, řádek ł ő ű ä ñ', 'success', 200.1, 1192.55],
  ],
  totals: [
    { label: 'account.transactions.depositTotal', amount: 200.1 },
    { label: 'account.transactions.withdrawTotal', amount: 0 },
    { label: 'account.transactions.net', amount: 200.1 },
  ],
};

/** A report export: calendar days as dates, a count, three money columns. */
export const reportsExport: LedgerExport = {
  name: 'reports',
  period: { from: '2026-11-20', to: '2026-11-22' },
  currency: 'CZK',
  columns: [
    { key: 'created_at', label: 'account.reports.date', kind: 'date' },
    { key: 'game', label: 'account.reports.game', kind: 'text' },
    { key: 'provider', label: 'account.reports.provider', kind: 'text' },
    { key: 'bets_count', label: 'account.reports.betsCount', kind: 'number' },
    { key: 'bets', label: 'account.reports.bets', kind: 'money' },
    { key: 'wins', label: 'account.reports.wins', kind: 'money' },
    { key: 'net', label: 'account.reports.net', kind: 'money' },
  ],
  rows: [
    ['2026-11-20', 'Žluťoučký kůň', '@Reel Works', 12, 24.5, 30.1, 5.6],
    ['2026-11-22', 'Harbour Lights', 'Demo Games', 5, 10, 2.5, -7.5],
  ],
  totals: [
    { label: 'account.reports.bets', amount: 34.5 },
    { label: 'account.reports.wins', amount: 32.6 },
    { label: 'account.reports.net', amount: -1.9 },
  ],
};
