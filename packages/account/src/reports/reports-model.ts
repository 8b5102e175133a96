import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';
import type { Provider } from '@casino-sdk/core/contract/casino';
import type { CasinoReportRow, CasinoReportTotals } from '@casino-sdk/core/contract/report';
import { canSearchRange, defaultReportRange, reportDateLimits, type DayRange } from '@casino-sdk/core/dates';
import { failureMessage, type ViewLoad } from '@casino-sdk/core/form';
import { reportCalls } from '../calls';
import { cents, fromCents } from '../ledger/cents';
import { everyPage, PAGE_SIZE } from '../ledger/every-page';
import type { LedgerExport } from '../ledger/ledger-export';
import type { LedgerSearch } from '../ledger/ledger-load';

export type ReportType = 'all' | 'real' | 'bonus';
export const REPORT_TYPES: readonly ReportType[] = ['all', 'real', 'bonus'];

/** The summary cards: bets, wins and net of the type searched. */
export interface ReportCards {
  bets: number;
  wins: number;
  net: number;
}

/** One UTC day's net result, for the chart. */
export interface DayNet {
  day: string;
  net: number;
}

export interface ReportsModel extends LedgerSearch {
  readonly type: ReadonlySignal<ReportType>;
  /** A provider's id, or null for all. */
  readonly provider: ReadonlySignal<number | null>;
  readonly providers: ReadonlySignal<readonly Provider[]>;
  readonly rows: ReadonlySignal<readonly CasinoReportRow[]>;
  readonly cards: ReadonlySignal<ReportCards | null>;
  /** Net result per day of the searched period, days without play at 0. */
  readonly netByDay: ReadonlySignal<readonly DayNet[]>;
  readonly exportInput: ReadonlySignal<LedgerExport | null>;
  setType(type: ReportType): void;
  setProvider(provider: number | null): void;
  start(): () => void;
  dispose(): void;
}

/** The cards of a type from the period's totals, summed in cents. */
export function reportCards(totals: CasinoReportTotals, type: ReportType): ReportCards {
  const bets = type === 'real' ? cents(totals.bets) : type === 'bonus' ? cents(totals.bonus_bets) : cents(totals.bets) + cents(totals.bonus_bets);
  const wins = type === 'real' ? cents(totals.wins) : type === 'bonus' ? cents(totals.bonus_wins) : cents(totals.wins) + cents(totals.bonus_wins);
  return { bets: fromCents(bets), wins: fromCents(wins), net: totals.net };
}

/** Every day from `from` to `to` with the rows' net summed per UTC day (in cents). */
export function netPerDay(rows: readonly CasinoReportRow[], range: DayRange): DayNet[] {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const day = row.created_at.slice(0, 10);
    sums.set(day, (sums.get(day) ?? 0) + cents(row.net));
  }
  const days: DayNet[] = [];
  for (let at = Date.parse(`${range.from}T00:00:00Z`), end = Date.parse(`${range.to}T00:00:00Z`); at <= end; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push({ day, net: fromCents(sums.get(day) ?? 0) });
  }
  return days;
}

/**
 * The casino report (player-area §2, §5, §7, §9): from and to as UTC days (both today at first),
 * type and provider; a search loads every row of the period with its totals, for the cards, the
 * table, the chart and the export. A search answered after a newer one is dropped.
 */
export function createReportsModel(runtime: Runtime, options: { now?: () => number } = {}): ReportsModel {
  const { client } = runtime;
  const now = new Date((options.now ?? Date.now)());
  const range = signal(defaultReportRange(now));
  const type = signal<ReportType>('all');
  const provider = signal<number | null>(null);
  const providers = signal<readonly Provider[]>([]);
  const load = signal<ViewLoad>({ kind: 'loading' });
  const rows = signal<readonly CasinoReportRow[]>([]);
  const found = signal<{ totals: CasinoReportTotals; type: ReportType; range: DayRange } | null>(null);
  let searches = 0;

  async function search(): Promise<void> {
    if (!canSearchRange(range.peek())) return;
    const asked = { range: range.peek(), type: type.peek(), provider: provider.peek() };
    const mine = ++searches;
    load.value = { kind: 'loading' };
    try {
      const api = await reportCalls();
      const query = { ...asked.range, type: asked.type, ...(asked.provider === null ? {} : { provider: asked.provider }), per_page: PAGE_SIZE };
      const answer = await everyPage((page) => client.call(api.casino, { query: { ...query, page } }));
      if (mine !== searches) return;
      batch(() => {
        rows.value = answer.rows;
        found.value = { totals: answer.first.totals, type: asked.type, range: asked.range };
        load.value = { kind: 'ready' };
      });
    } catch (caught) {
      if (mine === searches) load.value = { kind: 'error', message: failureMessage(caught) };
    }
  }

  async function loadProviders(): Promise<void> {
    try {
      const api = await reportCalls();
      providers.value = (await client.call(api.providers)).data;
    } catch {
      // Without the list the filter offers "all providers" only; the report itself still works.
    }
  }

  const currency = () => rows.value[0]?.currency.code ?? runtime.store.player.value?.currency.code ?? '';

  return {
    range,
    limits: reportDateLimits(now),
    type,
    provider,
    providers,
    canSearch: computed(() => canSearchRange(range.value)),
    load,
    rows,
    cards: computed(() => (found.value ? reportCards(found.value.totals, found.value.type) : null)),
    netByDay: computed(() => (found.value ? netPerDay(rows.value, found.value.range) : [])),
    exportInput: computed(() => {
      const done = found.value;
      if (!done) return null;
      const cards = reportCards(done.totals, done.type);
      return {
        name: 'reports',
        period: done.range,
        currency: currency(),
        columns: [
          { key: 'created_at', label: 'account.reports.date', kind: 'date' },
          { key: 'game', label: 'account.reports.game', kind: 'text' },
          { key: 'provider', label: 'account.reports.provider', kind: 'text' },
          { key: 'bets_count', label: 'account.reports.betsCount', kind: 'number' },
          { key: 'bets', label: 'account.reports.bets', kind: 'money' },
          { key: 'wins', label: 'account.reports.wins', kind: 'money' },
          { key: 'net', label: 'account.reports.net', kind: 'money' },
        ],
        rows: rows.value.map((row) => [row.created_at.slice(0, 10), row.game, row.provider, row.bets_count, row.bets, row.wins, row.net]),
        totals: [
          { label: 'account.reports.bets', amount: cards.bets },
          { label: 'account.reports.wins', amount: cards.wins },
          { label: 'account.reports.net', amount: cards.net },
        ],
      } satisfies LedgerExport;
    }),
    setRange: (value) => void (range.value = value),
    setType: (value) => void (type.value = value),
    setProvider: (value) => void (provider.value = value),
    start() {
      void loadProviders();
      void search();
      return () => undefined;
    },
    search,
    dispose() {
      searches++;
    },
  };
}
