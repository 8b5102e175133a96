import { usePaintedMark } from '@casino-sdk/ui';

/** The mark bench/account-render.ts reads: a ledger view's rows are on screen. */
export const ROWS_PAINTED_MARK = 'casino-account:rows-painted';

export function useRowsPaintedMark(rows: unknown, ready: boolean): void {
  usePaintedMark(ROWS_PAINTED_MARK, rows, ready);
}
