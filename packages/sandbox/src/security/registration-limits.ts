import type { Context } from 'hono';
import { countedAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { enforceLimits, type Limit } from './rate-limits';

/**
 * The numbers of the limits on what a visitor can do before any session exists (issue 20, items 2,
 * 3 and 7; docs/security.md): the live checks, the captcha challenges, auth/register and the sends
 * of registration codes. Every reached limit answers 429 with Retry-After (security/rate-limits.ts).
 *
 * The per-address numbers are set so that a household or an office behind one address never meets
 * them while registering, and the end-to-end suite stays below them: all from 127.0.0.1, it
 * registers 6 accounts a run (12 if every registration test is retried), asks about 15 live checks
 * and 4 captcha pictures over a few minutes, and sends 7 codes.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** auth/checkusername, checkemail, checkmobile and checkfields together. */
export const CHECKS_PER_ADDRESS = { max: 30, windowMs: MINUTE };
export const CHECKS_OVERALL = { max: 600, windowMs: MINUTE };
/**
 * auth/checkfields per registration token: a person corrects a name or a date a few times; a
 * search through 366 dates needs hundreds. The token lives 2 hours, the window outlives it.
 */
export const FIELD_CHECKS_PER_TOKEN = { max: 10, windowMs: DAY };
/**
 * auth/checkfields per person named, over every token: registrations are cheap, so a handful per
 * token alone would still let a string of them walk a named player's birthdays.
 */
export const FIELD_CHECKS_PER_PERSON = { max: 10, windowMs: DAY };

/** GET auth/captcha: every picture is a row until it expires. */
export const CAPTCHAS_PER_ADDRESS = { max: 20, windowMs: 10 * MINUTE };
export const CAPTCHAS_OVERALL = { max: 2_000, windowMs: 10 * MINUTE };

/** auth/register: beyond these, a registration must bring a solved captcha (decision 0034). */
export const FREE_REGISTRATIONS_PER_ADDRESS = { max: 15, windowMs: HOUR };
export const FREE_REGISTRATIONS_OVERALL = { max: 100, windowMs: HOUR };
/** auth/register: beyond this, none at all from the address, captcha or not. */
export const REGISTRATIONS_PER_ADDRESS = { max: 30, windowMs: HOUR };

/** Registration e-mails and SMS codes: to one address or number, from one client, and overall per channel. */
export const SENDS_PER_DESTINATION = { max: 5, windowMs: HOUR };
export const SENDS_PER_ADDRESS = { max: 30, windowMs: HOUR };
export const SENDS_OVERALL = { max: 500, windowMs: HOUR };

const limit = (name: string, key: string, numbers: { max: number; windowMs: number }): Limit => ({ name, key, ...numbers });

/** The live checks: per address and overall; checkfields also per registration token and per person named. */
export function enforceCheckLimits(c: Context<AppEnv>, fields?: { registrationTokenId: number; firstname: string; lastname: string }): void {
  const limits = [limit('check per address', countedAddress(c), CHECKS_PER_ADDRESS), limit('check overall', 'all', CHECKS_OVERALL)];
  if (fields) {
    const person = [fields.firstname, fields.lastname].map((name) => name.trim().replace(/\s+/g, ' ').toLowerCase()).join('\u0000');
    limits.push(limit('field check per registration', String(fields.registrationTokenId), FIELD_CHECKS_PER_TOKEN), limit('field check per person', person, FIELD_CHECKS_PER_PERSON));
  }
  enforceLimits(c.var.app.limiter, limits);
}

export function enforceCaptchaLimits(c: Context<AppEnv>): void {
  enforceLimits(c.var.app.limiter, [limit('captcha per address', countedAddress(c), CAPTCHAS_PER_ADDRESS), limit('captcha overall', 'all', CAPTCHAS_OVERALL)]);
}

export type SendChannel = 'email' | 'sms';

const sendsOverall = (channel: SendChannel): Limit => limit(`${channel} overall`, 'all', SENDS_OVERALL);

/**
 * Counts one code sent to `destination` (an e-mail address or a whole phone number), or throws the
 * 429. The overall ceiling holds only sends that proved no person: anyone can fill it with
 * captcha-free registrations, and then it must not stop a registration that solved a captcha (or a
 * signed-in player).
 */
export function enforceSendLimits(c: Context<AppEnv>, channel: SendChannel, destination: string, sender: { provenPerson: boolean }): void {
  const limits = [limit(`${channel} per destination`, destination.trim().toLowerCase(), SENDS_PER_DESTINATION), limit('send per address', countedAddress(c), SENDS_PER_ADDRESS)];
  enforceLimits(c.var.app.limiter, sender.provenPerson ? limits : [...limits, sendsOverall(channel)]);
}

/** Every auth/register call from the address, refused or not: its answers say whether a name or e-mail is taken. */
export function enforceRegisterCallLimit(c: Context<AppEnv>): void {
  enforceLimits(c.var.app.limiter, [limit('register per address', countedAddress(c), REGISTRATIONS_PER_ADDRESS)]);
}

const freeRegistrationLimits = (c: Context<AppEnv>): Limit[] => [
  limit('free register per address', countedAddress(c), FREE_REGISTRATIONS_PER_ADDRESS),
  limit('free register overall', 'all', FREE_REGISTRATIONS_OVERALL),
];

/**
 * The seconds until a registration from this address may go without proving a person (a solved
 * captcha), or null when it may now: the address, or every address together, has used its
 * registrations without one, or the e-mails of unproven registrations are used up for the hour.
 */
export function registrationChallengeWait(c: Context<AppEnv>): number | null {
  return c.var.app.limiter.check([...freeRegistrationLimits(c), sendsOverall('email')]);
}

/** Counts a registration that went without a captcha. */
export function spendFreeRegistration(c: Context<AppEnv>): void {
  c.var.app.limiter.take(freeRegistrationLimits(c));
}
