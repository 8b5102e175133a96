import type { ActiveBonus } from '@casino-sdk/core/contract/bonus';
import type { Language } from '@casino-sdk/core/rules';

/**
 * When the active bonus ends, as an instant: the platform sends the expiry (a timestamp) or the
 * seconds left when it answered (`received`); null when it has none or says nothing readable.
 */
export function bonusDeadline(countdown: ActiveBonus['countdown'], received: number): number | null {
  if (countdown === null || countdown === undefined) return null;
  if (typeof countdown === 'number') return Number.isFinite(countdown) ? received + Math.max(0, countdown) * 1000 : null;
  const at = Date.parse(countdown);
  return Number.isNaN(at) ? null : at;
}

const days = new Map<Language, Intl.NumberFormat>();

/**
 * The time left as the player reads it: whole days in the language's words, then hours, minutes and
 * seconds ("2 days 03:04:05", "2 dny 03:04:05").
 */
export function formatTimeLeft(seconds: number, language: Language): string {
  const left = Math.max(0, Math.floor(seconds));
  const day = Math.floor(left / 86_400);
  const clock = [Math.floor((left % 86_400) / 3600), Math.floor((left % 3600) / 60), left % 60].map((part) => String(part).padStart(2, '0')).join(':');
  if (day === 0) return clock;
  let format = days.get(language);
  if (!format) days.set(language, (format = new Intl.NumberFormat(language, { style: 'unit', unit: 'day', unitDisplay: 'long' })));
  return `${format.format(day)} ${clock}`;
}
