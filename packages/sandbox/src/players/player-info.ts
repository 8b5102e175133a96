import { and, asc, eq, or, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { kycLevels, type api } from '@casino-sdk/core/contract';
import type { Database } from '../db/database';
import { campaigns, countries, currencies, playerBonuses, playerKyc, players, users } from '../db/schema';
import { bonusBody } from '../play/bonus-progress';
import { notFound } from '../http/errors';

export type PlayerInfoBody = z.input<typeof api.me.get.response>;
export type BalanceBody = z.input<typeof api.me.balance.response>;

export interface PlayerInfoFlags {
  kyc?: boolean;
  marketing?: boolean;
  riskyCountry?: boolean;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const amount = (value: string | null) => (value === null ? null : Number(value));

/** GET me's document, built from the player, user, currency, country and KYC rows. */
export async function loadPlayerInfo(db: Database, playerId: number, flags: PlayerInfoFlags = {}): Promise<PlayerInfoBody> {
  const [row] = await db
    .select({ player: players, user: users, currency: currencies, isRiskyCountry: countries.isRisky, netDeposits: netDeposits() })
    .from(players)
    .innerJoin(users, eq(users.id, players.userId))
    .innerJoin(currencies, eq(currencies.id, players.currencyId))
    .leftJoin(countries, eq(countries.code, players.countryCode))
    .where(eq(players.id, playerId));
  if (!row) throw notFound('Player not found.');
  const { player: p, user: u, currency } = row;

  const needsKyc = flags.kyc || flags.riskyCountry;
  const kyc = needsKyc
    ? await db.select().from(playerKyc).where(eq(playerKyc.playerId, playerId)).orderBy(asc(playerKyc.id))
    : [];

  // The campaign's name in the player's language when the catalogue has it (the copy keeps English).
  const [bonus] = await db
    .select({ row: playerBonuses, texts: campaigns.texts })
    .from(playerBonuses)
    .leftJoin(campaigns, eq(campaigns.id, playerBonuses.campaignId))
    .where(eq(playerBonuses.playerId, playerId));

  const info: PlayerInfoBody = {
    id: p.id,
    user_id: p.userId,
    skin_id: p.skinId,
    name: p.name,
    username: u.username,
    email: p.email,
    email_verified_at: iso(p.emailVerifiedAt),
    // The player area shows and edits one international number ("+35679123456").
    mobile: p.mobile ? `${p.mobilePrefix ?? ''}${p.mobile}` : null,
    sms_verified_at: iso(p.smsVerifiedAt),
    is_verified: p.isVerified,
    status: p.status,
    status_reason: p.statusReason,
    status_expires_at: iso(p.statusExpiresAt),
    // The credentials' dates: equal while the password was never changed (spec, passwords page).
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
    currency: { id: currency.id, code: currency.code, symbol: currency.symbol },
    balance: balanceOf({ ...p, netDeposits: row.netDeposits }),
    information: {
      dob: p.dob,
      reality_minutes: p.realityMinutes,
      gender: p.gender,
      country: p.countryCode,
      city: p.city,
      address_line_1: p.addressLine1,
      address_line_2: p.addressLine2,
      street_number: p.streetNumber,
      postal_code: p.postalCode,
      nationality: p.nationality,
      ...(flags.riskyCountry ? { risky_country: row.isRiskyCountry ?? false } : {}),
    },
    is_crypt: u.isCrypt,
    is_pep: p.isPep,
    is_ubo: p.isUbo,
    limits: {
      max_daily_deposit: amount(p.maxDailyDeposit),
      max_weekly_deposit: amount(p.maxWeeklyDeposit),
      max_monthly_deposit: amount(p.maxMonthlyDeposit),
    },
    betLimits: {
      max_daily_bet: amount(p.maxDailyBet),
      max_daily_loss: amount(p.maxDailyLoss),
      max_daily_playing_time: p.maxDailyPlayingTime,
    },
    bonus: bonus ? bonusBody(bonus.row, bonus.texts?.[p.language]?.name) : null,
    language: p.language,
  };
  if (flags.marketing) info.marketing = { terms_and_conditions: p.termsAndConditions, newsletter: p.newsletter };
  if (flags.kyc) {
    info.kyc = kyc.map((k) => ({
      id: k.id,
      level: k.level,
      status: k.status,
      created_at: k.createdAt.toISOString(),
      updated_at: k.updatedAt.toISOString(),
    }));
  }
  if (flags.riskyCountry) {
    const selfie = kyc.find((k) => k.level === kycLevels.selfie);
    info.statusKyc = selfie?.status === 'accepted' ? 'idApproved' : null;
  }
  return info;
}

/** Deposits less withdrawals over the player's history, subtracted in exact numerics. */
export function netDeposits() {
  return sql<string>`(${players.balanceDeposited} - ${players.balanceWithdrawn})::text`;
}

export function balanceOf(p: { balanceTotal: string; balanceBonus: string; balanceDeposited: string; netDeposits: string }): BalanceBody {
  const total = Number(p.balanceTotal);
  return {
    total,
    bonus: Number(p.balanceBonus),
    // Withdrawable money. Pending withdrawals (cashier issue) will be held back from this.
    available: total,
    deposited: Number(p.balanceDeposited),
    net_deposits: Number(p.netDeposits),
  };
}

export async function loadBalance(db: Database, playerId: number): Promise<BalanceBody> {
  const [row] = await db
    .select({ balanceTotal: players.balanceTotal, balanceBonus: players.balanceBonus, balanceDeposited: players.balanceDeposited, netDeposits: netDeposits() })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row) throw notFound('Player not found.');
  return balanceOf(row);
}

/**
 * A player of this skin by nickname or e-mail, case-insensitive (the skin option
 * player_login_with_email only changes the login form's label).
 */
export async function findPlayerByLogin(db: Database, skinId: number, login: string) {
  const wanted = login.trim().toLowerCase();
  const [row] = await db
    .select({ playerId: players.id, userId: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(players, eq(players.userId, users.id))
    .where(and(eq(players.skinId, skinId), or(eq(sql`lower(${users.username})`, wanted), eq(sql`lower(${users.email})`, wanted))))
    .limit(1);
  return row ?? null;
}
