import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';
import { transactionTypes, type TransactionRow } from '@casino-sdk/core/contract/transaction';
import { canSearchRange, defaultReportRange, reportDateLimits, type DayRange } from '@casino-sdk/core/dates';
import { failureMessage, type ViewLoad } from '@casino-sdk/core/form';
import { transactionCalls } from '../calls';
import { cents, fromCents } from '../ledger/cents';
import { everyPage, PAGE_SIZE } from '../ledger/every-page';
import type { LedgerExport } from '../ledger/ledger-export';
import type { LedgerSearch } from '../ledger/ledger-load';

/** The type filter's values (player-area §9), in the spec's order. */
export const TRANSACTION_TYPE_FILTER = Object.values(transactionTypes);

/** The status filter's values: the spec's four coloured ones, then authorized and reverted. */
export const TRANSACTION_STATUS_FILTER = ['success', 'declined', 'initialized', 'pending', 'authorized', 'reverted'] as const;

/** A type the filter offers has its own word; any other is shown as the platform describes it. */
export const isFilteredType = (id: number | undefined): id is number => id !== undefined && (TRANSACTION_TYPE_FILTER as readonly number[]).includes(id);

const knownStatuses = new Set<string>(TRANSACTION_STATUS_FILTER);

/** A status with its own word and colour; any other is shown as the platform wrote it. */
export const isKnownStatus = (status: string) => knownStatuses.has(status);

/** The cards: deposits in, withdrawals out (a positive sum), and what stays. */
export interface TransactionCards {
  deposits: number;
  withdrawals: number;
  net: number;
}

export interface TransactionsModel extends LedgerSearch {
  /** A type id, or null for all. */
  readonly type: ReadonlySignal<number | null>;
  /** A status, or null for all. */
  readonly status: ReadonlySignal<string | null>;
  readonly rows: ReadonlySignal<readonly TransactionRow[]>;
  readonly cards: ReadonlySignal<TransactionCards | null>;
  readonly exportInput: ReadonlySignal<LedgerExport | null>;
  setType(type: number | null): void;
  setStatus(status: string | null): void;
  start(): () => void;
  dispose(): void;
}

/**
 * The cards from the two totals calls: the platform sums withdrawals as negative amounts (money
 * out), shown as a positive total; net is deposits less withdrawals, in cents.
 */
export function transactionCards(depositSum: number, withdrawSum: number): TransactionCards {
  const deposits = cents(depositSum);
  const withdrawals = 0 - cents(withdrawSum);
  return { deposits: fromCents(deposits), withdrawals: fromCents(withdrawals), net: fromCents(deposits - withdrawals) };
}

/**
 * The transaction history (player-area §2, §5, §7, §9): from and to as UTC days (both today at
 * first), type and status; a search loads every matching row and, for the cards, the period's
 * deposit and withdraw totals (type 1 and type 2; the contract gives the spec's `total:1` its own path). A search answered after a newer one is dropped.
 */
export function createTransactionsModel(runtime: Runtime, options: { now?: () => number } = {}): TransactionsModel {
  const { client } = runtime;
  const now = new Date((options.now ?? Date.now)());
  const range = signal(defaultReportRange(now));
  const type = signal<number | null>(null);
  const status = signal<string | null>(null);
  const load = signal<ViewLoad>({ kind: 'loading' });
  const rows = signal<readonly TransactionRow[]>([]);
  const found = signal<{ cards: TransactionCards; range: DayRange } | null>(null);
  let searches = 0;

  async function search(): Promise<void> {
    if (!canSearchRange(range.peek())) return;
    const period = range.peek();
    const filters = { ...(type.peek() === null ? {} : { type: type.peek()! }), ...(status.peek() === null ? {} : { status: status.peek()! }) };
    const mine = ++searches;
    load.value = { kind: 'loading' };
    try {
      const api = await transactionCalls();
      const total = (typeId: number) => client.call(api.total, { query: { ...period, type: typeId } });
      const [list, deposits, withdrawals] = await Promise.all([
        everyPage((page) => client.call(api.list, { query: { ...period, ...filters, per_page: PAGE_SIZE, page } })),
        total(transactionTypes.deposit),
        total(transactionTypes.withdraw),
      ]);
      if (mine !== searches) return;
      batch(() => {
        rows.value = list.rows;
        found.value = { cards: transactionCards(deposits.amount, withdrawals.amount), range: period };
        load.value = { kind: 'ready' };
      });
    } catch (caught) {
      if (mine === searches) load.value = { kind: 'error', message: failureMessage(caught) };
    }
  }

  return {
    range,
    limits: reportDateLimits(now),
    type,
    status,
    canSearch: computed(() => canSearchRange(range.value)),
    load,
    rows,
    cards: computed(() => found.value?.cards ?? null),
    exportInput: computed(() => {
      const done = found.value;
      if (!done) return null;
      return {
        name: 'transactions',
        period: done.range,
        currency: rows.value[0]?.currency.code ?? runtime.store.player.value?.currency.code ?? '',
        columns: [
          { key: 'id', label: 'account.transactions.id', kind: 'number' },
          { key: 'created_at', label: 'account.transactions.date', kind: 'date' },
          { key: 'type', label: 'account.transactions.type', kind: 'text' },
          { key: 'status', label: 'account.transactions.status', kind: 'text' },
          { key: 'amount', label: 'account.transactions.amount', kind: 'money' },
          { key: 'balance', label: 'account.transactions.balance', kind: 'money' },
        ],
        // Type and status as the table words them: a key for the SDK's own words, else the platform's.
        rows: rows.value.map((row) => [
          row.id,
          row.created_at,
          isFilteredType(row.type.id) ? { key: `account.transactions.type.${row.type.id}` } : (row.type.description ?? row.type.name),
          isKnownStatus(row.status) ? { key: `account.transactions.status.${row.status}` } : row.status,
          row.amount,
          row.balance,
        ]),
        totals: [
          { label: 'account.transactions.depositTotal', amount: done.cards.deposits },
          { label: 'account.transactions.withdrawTotal', amount: done.cards.withdrawals },
          { label: 'account.transactions.net', amount: done.cards.net },
        ],
      } satisfies LedgerExport;
    }),
    setRange: (value) => void (range.value = value),
    setType: (value) => void (type.value = value),
    setStatus: (value) => void (status.value = value),
    start() {
      void search();
      return () => undefined;
    },
    search,
    dispose() {
      searches++;
    },
  };
}
