import type { Language } from '../rules/language';

// The spec's date rules (front-end §9 "Times in UTC"; player-area §9 "Report times in UTC"). Two
// kinds of date, and neither depends on the zone of the player's device:
// - an instant from the platform (`valid_from`, `status_expires_at`, `created_at`) is shown as its
//   UTC calendar date, so every player sees the day the platform means;
// - a calendar day (a date of birth, a report's from and to) is `YYYY-MM-DD` with no zone, and
//   "today" is the UTC day.

/** A calendar day's parts; `month` runs 1–12. */
export interface DayParts {
  year: number;
  month: number;
  day: number;
}

/** A real calendar day written `YYYY-MM-DD` as its parts; null for anything else (2023-02-30, 2023-2-3). */
export function dayParts(day: string): DayParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date ? { year, month, day: date } : null;
}

/** An instant's UTC calendar day, `YYYY-MM-DD`. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The calendar day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const parts = dayParts(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  return utcDay(new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days)));
}

const longDates = new Map<Language, Intl.DateTimeFormat>();

/**
 * A platform time stamp, or a calendar day, as the language writes a long date ("31 December 2999",
 * "31. prosince 2999"), on its UTC day; '' when it is missing or unreadable.
 */
export function formatLongDate(when: string | null | undefined, language: Language): string {
  if (!when) return '';
  const instant = new Date(when);
  if (Number.isNaN(instant.getTime())) return '';
  let format = longDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    longDates.set(language, format);
  }
  return format.format(instant);
}

const moments = new Map<string, Intl.DateTimeFormat>();

/**
 * When something takes effect (a limit, an exclusion: issue 22 asks for the exact time), in the
 * player's own zone and in UTC, as the language writes a date with its time; null when unreadable.
 */
export function formatMoment(when: string | null | undefined, language: Language, timeZone?: string): { local: string; utc: string } | null {
  if (!when) return null;
  const instant = new Date(when);
  if (Number.isNaN(instant.getTime())) return null;
  const format = (zone: string | undefined) => {
    const key = `${language}:${zone ?? ''}`;
    let found = moments.get(key);
    if (!found) moments.set(key, (found = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...(zone ? { timeZone: zone } : {}) })));
    return found.format(instant);
  };
  return { local: format(timeZone), utc: format('UTC') };
}

/** The twelve month names in the language, January first (the date of birth's month select). */
export function monthNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2000, month, 1)));
}

/** A report's or a transaction list's from and to, calendar days `YYYY-MM-DD`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** Player-area §9: both dates default to today. */
export function defaultReportRange(now: Date): DayRange {
  const today = utcDay(now);
  return { from: today, to: today };
}

/** Player-area §5: from is at most yesterday, to at most today (the date fields' `max`). */
export function reportDateLimits(now: Date): { fromMax: string; toMax: string } {
  const today = utcDay(now);
  return { fromMax: addDays(today, -1), toMax: today };
}

/** Player-area §5: the search is off while from is after to (or either is not a calendar day). */
export function canSearchRange(range: DayRange): boolean {
  return dayParts(range.from) !== null && dayParts(range.to) !== null && range.from <= range.to;
}

/** A day range as the platform's queries take it: from the first second of `from` to the last of `to`, UTC. */
export function platformRange(range: DayRange): { date_from: string; date_to: string } {
  return { date_from: `${range.from} 00:00:00`, date_to: `${range.to} 23:59:59` };
}

/** The pending deposit and withdrawal checks' range: 1970-01-01 00:00:00 to today 23:59:59 (front-end §7, player-area §7). */
export function pendingRange(now: Date): { date_from: string; date_to: string } {
  return platformRange({ from: '1970-01-01', to: utcDay(now) });
}
