import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { api, InterfaceLanguage } from '@casino-sdk/core/contract';
import type { Database, Transaction } from '../db/database';
import { campaigns, playerBonuses, playerCampaigns, players } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { changeBalance } from '../players/wallet';
import { TRANSACTION_TYPE } from '../seed/transaction-types';

type CampaignBody = z.input<typeof api.campaigns.unused.response>['data'][number];
type CampaignRow = typeof campaigns.$inferSelect;

const DAY_MS = 86_400_000;

const amount = (value: string | null) => (value === null ? null : Number(value));

const ACTIVE_ALREADY = 'You have an active bonus already: delete it first to take another.';

const codeRefused = (message: string) => new HttpError(422, message, { code: 'validation_failed', errors: { bonus_code: [message] } });

function campaignBody(row: CampaignRow, language: InterfaceLanguage, now: Date): CampaignBody {
  const text = row.texts[language] ?? row.texts.en!;
  return {
    id: row.id,
    code: row.code,
    name: text.name,
    description: text.description,
    options: { sms_verified: row.smsVerified },
    amount: amount(row.amount),
    min_dep: amount(row.minDeposit),
    wagering: row.wagering,
    max_bet: amount(row.maxBet),
    is_valid: row.validFrom === null || row.validFrom <= now,
    valid_from: row.validFrom ? row.validFrom.toISOString() : null,
  };
}

/**
 * The campaigns offered to the player and not used yet, in the player's currency, oldest offer
 * first; `depositOnly` keeps the deposit campaigns, `visibleOnly` leaves out those the operator hides.
 */
export async function unusedCampaigns(
  db: Database,
  playerId: number,
  filters: { language: InterfaceLanguage; depositOnly: boolean; visibleOnly: boolean },
  now: Date,
): Promise<CampaignBody[]> {
  const rows = await db
    .select({ campaign: campaigns })
    .from(playerCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, playerCampaigns.campaignId))
    .innerJoin(players, and(eq(players.id, playerCampaigns.playerId), eq(players.currencyId, campaigns.currencyId)))
    .where(
      and(
        eq(playerCampaigns.playerId, playerId),
        isNull(playerCampaigns.usedAt),
        filters.depositOnly ? eq(campaigns.isDeposit, true) : undefined,
        filters.visibleOnly ? eq(campaigns.visible, true) : undefined,
      ),
    )
    .orderBy(asc(playerCampaigns.offeredAt), asc(campaigns.id));
  return rows.map(({ campaign }) => campaignBody(campaign, filters.language, now));
}

/**
 * A campaign's bonus given: its terms copied into the active bonus (target = bonus × wagering, in
 * SQL; expiry = now + its days), the bonus wallet credited through the ledger (type 10), the offer used.
 */
async function giveBonus(tx: Transaction, playerId: number, campaign: CampaignRow, bonus: number, now: Date): Promise<void> {
  await tx.insert(playerBonuses).values({
    playerId,
    campaignId: campaign.id,
    campaignCode: campaign.code,
    campaignName: campaign.texts.en!.name,
    target: sql`${bonus.toFixed(2)}::numeric * ${campaign.wagering}`,
    maxBet: campaign.maxBet,
    freespins: campaign.freespins,
    expiresAt: new Date(now.getTime() + campaign.validDays * DAY_MS),
    createdAt: now,
  });
  await changeBalance(tx, { playerId, amount: bonus, wallet: 'bonus', typeId: TRANSACTION_TYPE.bonusAssigned, note: `Bonus of campaign ${campaign.code}`, now });
  await tx
    .insert(playerCampaigns)
    .values({ playerId, campaignId: campaign.id, offeredAt: now, usedAt: now })
    .onConflictDoUpdate({ target: [playerCampaigns.playerId, playerCampaigns.campaignId], set: { usedAt: now } });
}

/**
 * The deposit campaign a deposit's bonus code names (player-area spec §7's deposit payload carries
 * `bonus_code`), checked when the deposit is asked for: in the player's currency, valid, not used by
 * the player, no bonus active, and the deposit at least its smallest. Its id goes with the attempt;
 * a refusal is the code's field error, or the amount's.
 */
export async function depositCampaign(
  tx: Transaction,
  player: { id: number; currencyId: number },
  rawCode: string,
  amount: number,
  now: Date,
): Promise<{ campaignId: number } | { amountRefusal: string }> {
  const [campaign] = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.code, rawCode.trim().toUpperCase()), eq(campaigns.currencyId, player.currencyId), eq(campaigns.isDeposit, true)));
  if (!campaign) throw codeRefused('Promotional code not valid');
  if (campaign.validFrom && campaign.validFrom > now) throw codeRefused('This bonus is not available yet.');
  const [offer] = await tx.select({ usedAt: playerCampaigns.usedAt }).from(playerCampaigns).where(and(eq(playerCampaigns.playerId, player.id), eq(playerCampaigns.campaignId, campaign.id)));
  if (offer?.usedAt) throw codeRefused('This bonus code has been used already.');
  const [active] = await tx.select({ id: playerBonuses.id }).from(playerBonuses).where(eq(playerBonuses.playerId, player.id));
  if (active) throw codeRefused(ACTIVE_ALREADY);
  if (campaign.minDeposit !== null && amount < Number(campaign.minDeposit)) return { amountRefusal: `The smallest deposit for this bonus is ${campaign.minDeposit}.` };
  return { campaignId: campaign.id };
}

/**
 * A deposit with a campaign's code credited: the campaign's bonus, the deposit matched up to its
 * bonus. Given only if it still can be when the money arrives (no bonus taken meanwhile, the
 * campaign not used); else the deposit is credited alone. The player's row is locked first, as a
 * saved code locks it.
 */
export async function giveDepositBonus(tx: Transaction, playerId: number, campaignId: number, deposited: number, now: Date): Promise<void> {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
  const [active] = await tx.select({ id: playerBonuses.id }).from(playerBonuses).where(eq(playerBonuses.playerId, playerId));
  const [offer] = await tx.select({ usedAt: playerCampaigns.usedAt }).from(playerCampaigns).where(and(eq(playerCampaigns.playerId, playerId), eq(playerCampaigns.campaignId, campaignId)));
  if (!campaign || active || offer?.usedAt) return;
  await giveBonus(tx, playerId, campaign, Math.min(deposited, Number(campaign.amount)), now);
}

export type SavedCode = 'offered' | 'activated';

/**
 * A bonus code saved by its player: the campaign of that code in the player's currency. A deposit
 * campaign is offered (it waits for a deposit with its code among the unused campaigns); another
 * gives its bonus at once. One active bonus at a time, each campaign once. The player's row is locked
 * first, so two saves at once cannot both give a bonus.
 */
export async function saveBonusCode(db: Database, playerId: number, rawCode: string, now: Date): Promise<SavedCode> {
  const code = rawCode.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ currencyId: players.currencyId }).from(players).where(eq(players.id, playerId)).for('update');
    if (!player) throw notFound('Player not found.');
    const [campaign] = await tx.select().from(campaigns).where(and(eq(campaigns.code, code), eq(campaigns.currencyId, player.currencyId)));
    if (!campaign) throw codeRefused('Promotional code not valid');
    if (campaign.validFrom && campaign.validFrom > now) throw codeRefused('This bonus is not available yet.');
    const [offer] = await tx.select().from(playerCampaigns).where(and(eq(playerCampaigns.playerId, playerId), eq(playerCampaigns.campaignId, campaign.id)));
    if (offer?.usedAt) throw codeRefused('This bonus code has been used already.');

    if (campaign.isDeposit) {
      if (!offer) await tx.insert(playerCampaigns).values({ playerId, campaignId: campaign.id, offeredAt: now });
      return 'offered';
    }

    const [active] = await tx.select({ id: playerBonuses.id }).from(playerBonuses).where(eq(playerBonuses.playerId, playerId));
    if (active) throw codeRefused(ACTIVE_ALREADY);
    await giveBonus(tx, playerId, campaign, Number(campaign.amount), now);
    return 'activated';
  });
}

/**
 * The player gives up the active bonus: what is left of the bonus wallet goes (a ledger row of its
 * own, type 91) and the bonus with it. No active bonus answers 404.
 */
export async function deleteActiveBonus(db: Database, playerId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [player] = await tx.select({ bonus: players.balanceBonus }).from(players).where(eq(players.id, playerId)).for('update');
    const deleted = await tx.delete(playerBonuses).where(eq(playerBonuses.playerId, playerId)).returning({ code: playerBonuses.campaignCode });
    if (!player || deleted.length === 0) throw notFound('You have no active bonus.');
    const left = Number(player.bonus);
    if (left > 0) {
      await changeBalance(tx, { playerId, amount: -left, wallet: 'bonus', typeId: TRANSACTION_TYPE.bonusForfeited, note: `Bonus of campaign ${deleted[0]!.code} deleted by the player`, now });
    }
  });
}
