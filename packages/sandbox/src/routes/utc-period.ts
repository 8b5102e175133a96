import { HttpError } from '../http/errors';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(field: 'from' | 'to', value: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new HttpError(422, `The ${field} date must be a Y-M-D date.`, { code: 'validation_failed', errors: { [field]: ['Expected a Y-M-D date.'] } });
  }
  return date;
}

/**
 * The reports' and transactions' period (player area §9: report times in UTC): from the start of
 * the `from` day to the end of the `to` day, 23:59:59 included, as a half-open range
 * [start, end) so the last millisecond of `to` is in and the next day's midnight is not.
 */
export function utcPeriod(query: { from: string; to: string }): { start: Date; end: Date } {
  const start = day('from', query.from);
  const end = new Date(day('to', query.to).getTime() + 86_400_000);
  return { start, end };
}
