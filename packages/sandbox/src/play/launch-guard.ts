import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { kycLevels, type LaunchRefusal } from '@casino-sdk/core/contract';
import type { Database } from '../db/database';
import { countries, playerKyc, players } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

/** What decides whether a player may play for real, read in one go. */
export interface PlayerStanding {
  status: string;
  statusReason: string | null;
  statusExpiresAt: Date | null;
  termsAccepted: boolean;
  /** PEP or UBO: needs accepted basic KYC. */
  needsBasicKyc: boolean;
  basicKyc: string | null;
  riskyCountry: boolean;
  selfieKyc: string | null;
}

const basicKyc = alias(playerKyc, 'basic_kyc');
const selfieKyc = alias(playerKyc, 'selfie_kyc');

/** One read of the columns it needs (not the player's fifty): it runs before every deposit and every round. */
export async function loadStanding(db: Pick<Database, 'select'>, playerId: number): Promise<PlayerStanding> {
  const [row] = await db
    .select({
      status: players.status,
      statusReason: players.statusReason,
      statusExpiresAt: players.statusExpiresAt,
      termsAccepted: players.termsAndConditions,
      isPep: players.isPep,
      isUbo: players.isUbo,
      risky: countries.isRisky,
      basicKyc: basicKyc.status,
      selfieKyc: selfieKyc.status,
    })
    .from(players)
    .leftJoin(countries, eq(countries.code, players.countryCode))
    .leftJoin(basicKyc, and(eq(basicKyc.playerId, players.id), eq(basicKyc.level, kycLevels.basic)))
    .leftJoin(selfieKyc, and(eq(selfieKyc.playerId, players.id), eq(selfieKyc.level, kycLevels.selfie)))
    .where(eq(players.id, playerId));
  if (!row) throw notFound('Player not found.');
  const { isPep, isUbo, risky, ...standing } = row;
  return { ...standing, needsBasicKyc: isPep || isUbo, riskyCountry: risky ?? false };
}

export const AWAITING_REALITY_CHECK = 'awaiting_reality_check';

const refuse = (code: LaunchRefusal, message: string) => new HttpError(403, message, { code });

/**
 * Why this player may not play for real now, or null. The same rules guard the launch and every
 * round: the client shows them (front-end spec §5) and the server enforces them (design rule 9).
 */
export function playRefusal(standing: PlayerStanding, now: Date): HttpError | null {
  const refused = accountRefusal(standing, now);
  if (refused) return refused;
  if (standing.needsBasicKyc && standing.basicKyc !== 'accepted') {
    return refuse('kyc_required', 'Your KYC status is not valid. You will be redirect to KYC page');
  }
  if (standing.riskyCountry && standing.selfieKyc !== 'accepted') {
    return refuse('kyc_selfie_required', 'An approved identity check with a selfie is needed before playing.');
  }
  if (standing.statusReason === AWAITING_REALITY_CHECK) return refuseForRealityCheck();
  return null;
}

/** What the account's own refusals read: its status, an exclusion's end, the terms. */
export type AccountStanding = Pick<PlayerStanding, 'status' | 'statusExpiresAt' | 'termsAccepted'>;

/** What the account itself refuses, money in included: an exclusion in force, a closed account, terms not accepted. */
export function accountRefusal(standing: AccountStanding, now: Date): HttpError | null {
  if (standing.statusExpiresAt && standing.statusExpiresAt > now) {
    return refuse('self_excluded', `The player account is disabled until ${standing.statusExpiresAt.toISOString()}.`);
  }
  if (standing.status !== 'active') return refuse('account_inactive', 'The player account is not active.');
  if (!standing.termsAccepted) return refuse('terms_not_accepted', 'The terms and conditions must be accepted before playing.');
  return null;
}

/** The account's standing alone (no KYC, no country): what a deposit checks before it runs. */
export async function loadAccountStanding(db: Pick<Database, 'select'>, playerId: number): Promise<AccountStanding> {
  const [row] = await db
    .select({ status: players.status, statusExpiresAt: players.statusExpiresAt, termsAccepted: players.termsAndConditions })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row) throw notFound('Player not found.');
  return row;
}

export function refuseForRealityCheck(): HttpError {
  return refuse('awaiting_reality_check', 'Please answer the reality check before you play on.');
}
