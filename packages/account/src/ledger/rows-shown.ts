import { useShownMark } from '@casino-sdk/ui';

/** The mark bench/account-render.ts reads: a ledger view's rows are in the DOM (their frame is read from the trace). */
export const ROWS_SHOWN_MARK = 'casino-account:rows-shown';

export function useRowsShownMark(rows: unknown, ready: boolean): void {
  useShownMark(ROWS_SHOWN_MARK, rows, ready);
}
