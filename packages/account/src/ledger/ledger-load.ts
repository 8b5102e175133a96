import type { ReadonlySignal } from '@preact/signals-core';
import type { DayRange } from '@casino-sdk/core/dates';
import type { ViewLoad } from '@casino-sdk/core/form';

/** What a ledger view's frame reads of its model: the period searched, where the search stands, and the rows. */
export interface LedgerSearch {
  readonly range: ReadonlySignal<DayRange>;
  /** The latest from and to a search may ask (from at most yesterday, to at most today, UTC). */
  readonly limits: { fromMax: string; toMax: string };
  /** False while from is after to: Search is disabled. */
  readonly canSearch: ReadonlySignal<boolean>;
  /** Where the search stands: loading, its rows shown, or failed. */
  readonly load: ReadonlySignal<ViewLoad>;
  readonly rows: ReadonlySignal<readonly unknown[]>;
  setRange(range: DayRange): void;
  search(): Promise<void>;
}
