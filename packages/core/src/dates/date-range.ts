/**
 * The rule of a from/to pair of dates (reports, the transaction history).
 */
import type { Validator } from '../form';
import type { DayRange } from './dates';

/** A range not chosen yet: the date inputs give '' until a day is picked. */
export const EMPTY_DAY_RANGE: DayRange = { from: '', to: '' };

const DAY_MS = 86_400_000;

/** Days from the first date to the second; calendar days, so UTC and no daylight saving step. */
function daysBetween(from: string, to: string): number {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/**
 * `field.dateRangeRequired` while a date is missing (both, when `required`), `field.dateRangeOrder`
 * when "to" comes before "from", `field.dateRangeTooLong` (`count` the days) past `maxDays` (a range of
 * one day has from = to).
 */
export function dateRangeRules<Values>({ required = false, maxDays }: { required?: boolean; maxDays?: number } = {}): Validator<DayRange, Values> {
  return ({ from, to }) => {
    if (!from && !to) return required ? 'field.dateRangeRequired' : null;
    if (!from || !to) return 'field.dateRangeRequired';
    if (to < from) return 'field.dateRangeOrder';
    if (maxDays !== undefined && daysBetween(from, to) + 1 > maxDays) return { key: 'field.dateRangeTooLong', values: { count: maxDays } };
    return null;
  };
}
