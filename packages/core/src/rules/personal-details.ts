// Registration's personal details (spec front-end §5 and §9): the date of birth, and what a
// politically exposed person starts with. Pure, so the form shows exactly what the server enforces.

import { dayParts, utcDay } from '../dates/dates';

export const MIN_AGE = 18;
/** The oldest birth year the date picker offers, in years before today. */
export const MAX_AGE = 115;

export type DobProblem = 'dob_invalid' | 'dob_error';

/** A real `Y-M-D` date, at least 18 years before `today` and not more than 115. */
export function dobProblem(dob: string, today: Date): DobProblem | null {
  const birth = dayParts(dob);
  if (!birth) return 'dob_invalid';
  const now = dayParts(utcDay(today))!;
  if (birth.year < now.year - MAX_AGE) return 'dob_invalid';
  // Month and day compared as MMDD: a birthday later this year is not passed yet (29 February counts from 1 March).
  const age = now.year - birth.year - (birth.month * 100 + birth.day > now.month * 100 + now.day ? 1 : 0);
  return age < MIN_AGE ? 'dob_error' : null;
}

/** The date of birth as the form holds it: three selects, each empty until chosen (digits otherwise). */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

export const EMPTY_DATE_PARTS: DateParts = { year: '', month: '', day: '' };

/** `Y-M-D` with zero-padded month and day, as the save payload and `dobProblem` take it; '' until all three are chosen. */
export function dobFromParts(parts: DateParts): string {
  if (!parts.year || !parts.month || !parts.day) return '';
  return `${parts.year.padStart(4, '0')}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

/** The birth years offered, newest first: from 17 years before `today` back to 115 (spec §5). */
export function birthYears(today: Date): number[] {
  const thisYear = today.getUTCFullYear();
  const years: number[] = [];
  for (let year = thisYear - (MIN_AGE - 1); year >= thisYear - MAX_AGE; year--) years.push(year);
  return years;
}

/** Spec §9: a politically exposed person or an ultimate beneficial owner starts with this AML score, */
export const PEP_UBO_AML_SCORE = 36;
/** this daily deposit limit (in the player's currency), */
export const PEP_UBO_MAX_DAILY_DEPOSIT = 100;
/** and a manual score entry with this note. */
export const PEP_UBO_NOTE = 'PEP/UBO declared at registration';

/** The manual score entry's type for what the player declared. */
export function pepUboType(isPep: boolean, isUbo: boolean): 'pep' | 'ubo' | 'pep_ubo' | null {
  if (isPep && isUbo) return 'pep_ubo';
  if (isPep) return 'pep';
  return isUbo ? 'ubo' : null;
}
