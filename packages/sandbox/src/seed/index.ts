import { DEFAULT_JURISDICTION, type DepositLimitPeriods, type Jurisdiction } from '@casino-sdk/core/rules';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  banners,
  campaigns,
  countries,
  currencies,
  games,
  gameSections,
  identityApplicants,
  playerBonuses,
  playerCampaigns,
  playerKyc,
  playerMessages,
  players,
  promotions,
  providers,
  sections,
  skins,
  surveyAnswers,
  tempTokens,
  transactions,
  transactionTypes,
  users,
} from '../db/schema';
import { ACTIVATION_TOKEN } from '../registration/link-tokens';
import { hashPassword } from '../security/passwords';
import { hashToken, newToken } from '../security/tokens';
import { checkedAnswers } from '../surveys/sowq';
import { defaultAdmin, seedAdmin, type AdminAccount } from './admins';
import { seedCountries } from './countries';
import { seedCurrencies } from './currencies';
import { seedDocuments } from './documents';
import { generateCatalogue } from './games';
import { linkJackpotGames, seedJackpotPools } from './jackpots';
import { seedPlayHistory } from './play-history';
import { seedBanners } from './lobby/banners';
import { seedCampaigns } from './campaigns';
import { seedPromotions } from './lobby/promotions';
import { seedPlayers } from './players';
import { seedProviders } from './providers';
import { seedSections } from './sections';
import { seedTransactionTypes, TRANSACTION_TYPE } from './transaction-types';

export interface SeedOptions {
  skinRefId: string;
  /** The admin-mode account; `defaultAdmin` unless configured. */
  admin?: AdminAccount;
  now?: Date;
  /** Games in the catalogue of a fresh database: `GAME_COUNT` (5,000) unless a bench asks for more (SANDBOX_GAMES). */
  gameCount?: number;
  /** The skin's rules, written at every start so the environment decides (MGA, 31 times by default). */
  skinRules?: SkinRules;
}

/** The skin's own rules: whose jurisdiction it enforces, and how a daily deposit limit sets the weekly and monthly ones. */
export interface SkinRules {
  jurisdiction: Jurisdiction;
  depositLimitPeriods: DepositLimitPeriods;
}

/** User ids start here so that a player id and a user id are never the same number by accident. */
const FIRST_USER_ID = 5001;

/**
 * Fills a fresh database and leaves an existing one as it is: every insert skips rows that
 * are already there, and passwords are hashed only for accounts that do not exist yet.
 * Returns the skin's id.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<number> {
  const now = options.now ?? new Date();

  await db.insert(skins).values({ refId: options.skinRefId, name: 'Harbour Casino' }).onConflictDoNothing();
  const [skin] = await db.select({ id: skins.id }).from(skins).where(eq(skins.refId, options.skinRefId));
  const skinId = skin!.id;
  const rules = options.skinRules ?? { jurisdiction: DEFAULT_JURISDICTION, depositLimitPeriods: 'times-31' };
  await db.update(skins).set({ jurisdiction: rules.jurisdiction.toUpperCase(), depositLimitPeriods: rules.depositLimitPeriods }).where(eq(skins.id, skinId));

  await db.insert(currencies).values(seedCurrencies).onConflictDoNothing();
  await db.insert(countries).values(seedCountries).onConflictDoNothing();
  await db.insert(transactionTypes).values(seedTransactionTypes).onConflictDoNothing();
  await db.insert(sections).values(seedSections).onConflictDoNothing();
  await db.insert(providers).values(seedProviders.map((p) => p.row)).onConflictDoNothing();
  await seedJackpotPools(db);

  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(games);
  if (count === 0) await seedCatalogue(db, options.gameCount);
  await db.insert(banners).values(seedBanners()).onConflictDoNothing();
  await db.insert(promotions).values(seedPromotions(now)).onConflictDoNothing();
  await db.insert(campaigns).values(seedCampaigns(now)).onConflictDoNothing();

  await seedAccounts(db, skinId, now);
  await seedAdmin(db, options.admin ?? defaultAdmin, now);
  return skinId;
}

/**
 * The 5,000 games and their section links go in as one JSON parameter each, which PostgreSQL
 * unpacks itself: thousands of bound parameters in batches took several times longer to parse,
 * and every test file seeds a fresh database.
 */
async function seedCatalogue(db: Database, gameCount?: number): Promise<void> {
  const catalogue = generateCatalogue(gameCount);
  const gameRows = catalogue.games.map((g) => ({
    id: g.id, provider_id: g.providerId, name: g.name, slug: g.slug, type: g.type, is_live: g.isLive,
    is_desktop: g.isDesktop, is_mobile: g.isMobile, has_demo: g.hasDemo, reels_numbers: g.reelsNumbers,
    rank: g.rank, rtp: g.rtp, image: g.image,
  }));
  await db.execute(sql`
    insert into ${games} (id, provider_id, name, slug, type, is_live, is_desktop, is_mobile, has_demo, reels_numbers, rank, rtp, image)
    select id, provider_id, name, slug, type, is_live, is_desktop, is_mobile, has_demo, reels_numbers, rank, rtp, image
    from json_to_recordset(${JSON.stringify(gameRows)}::json) as g(
      id int, provider_id int, name text, slug text, type text, is_live boolean, is_desktop boolean, is_mobile boolean,
      has_demo boolean, reels_numbers smallint, rank int, rtp numeric, image text)
    on conflict do nothing`);
  const links = catalogue.gameSections.map((l) => [l.gameId, l.sectionId, l.rank]);
  await db.execute(sql`
    insert into ${gameSections} (game_id, section_id, rank)
    select (l->>0)::int, (l->>1)::int, (l->>2)::int from json_array_elements(${JSON.stringify(links)}::json) as l
    on conflict do nothing`);
  await linkJackpotGames(db);
}

async function seedAccounts(db: Database, skinId: number, now: Date): Promise<void> {
  const accounts = seedPlayers(now);
  const existing = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, accounts.map((a) => a.username)));
  const taken = new Set(existing.map((u) => u.username));
  const missing = accounts.filter((a) => !taken.has(a.username));
  if (missing.length === 0) return;

  // Hashing is the slow part of seeding; the native hasher runs these on its thread pool.
  const hashes = await Promise.all(missing.map((a) => hashPassword(a.password)));

  await db.transaction(async (tx) => {
    const [{ maxId } = { maxId: null }] = await tx.select({ maxId: sql<number | null>`max(${users.id})` }).from(users);
    let nextUserId = Math.max(FIRST_USER_ID, (maxId ?? 0) + 1);
    const created = new Date(now.getTime() - 400 * 86_400_000);

    for (const [i, account] of missing.entries()) {
      const email = `${account.username}@example.com`;
      const [user] = await tx
        .insert(users)
        .values({
          id: nextUserId++,
          username: account.username,
          email,
          passwordHash: hashes[i]!,
          isCrypt: account.isCrypt ?? true,
          createdAt: created,
          // Used since it was made (player-area spec §2: an account never changed cannot change its password).
          updatedAt: new Date(created.getTime() + 86_400_000),
        })
        .returning({ id: users.id });

      const deposit = account.deposit ?? '0';
      const bonus = account.bonus ?? '0';
      const [player] = await tx
        .insert(players)
        .values({
          ...account.player,
          userId: user!.id,
          skinId,
          name: account.username,
          email,
          balanceTotal: deposit,
          balanceBonus: bonus,
          balanceDeposited: deposit,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: players.id, currencyId: players.currencyId });

      if (account.kyc?.length) {
        const items = await tx.insert(playerKyc).values(account.kyc.map((k) => ({ ...k, playerId: player!.id, createdAt: created, updatedAt: created }))).returning();
        // A check sent before the seed waits at the identity vendor, so its reviewer can answer it;
        // its token is spent (a new one comes from the platform, as always).
        const waiting = items.filter((item) => item.status === 'pending' || item.status === 'rejected');
        if (waiting.length > 0) {
          await tx.insert(identityApplicants).values(
            waiting.map((item) => ({ playerKycId: item.id, tokenHash: newToken().hash, tokenExpiresAt: created, status: item.status === 'pending' ? 'pending' : 'rejected', createdAt: created, updatedAt: created })),
          );
        }
      }
      if (account.documents?.length) await seedDocuments(tx, player!.id, account.documents, now);
      if (account.restoreToken) {
        await tx.insert(tempTokens).values({
          tokenHash: hashToken(account.restoreToken),
          type: ACTIVATION_TOKEN,
          userId: user!.id,
          email,
          createdAt: created,
          expiresAt: new Date(now.getTime() + 365 * 86_400_000),
        });
      }
      if (account.sowqAnswers) {
        const checked = checkedAnswers(account.sowqAnswers, 'en', created.toISOString().slice(0, 10));
        if ('errors' in checked) throw new Error(`Seeded answers of ${account.username} refused: ${JSON.stringify(checked.errors)}`);
        await tx.insert(surveyAnswers).values(checked.rows.map((row) => ({ ...row, playerId: player!.id, createdAt: created })));
      }
      if (account.campaignBonus) {
        await tx.insert(playerBonuses).values({ ...account.campaignBonus, playerId: player!.id, createdAt: created });
      }
      if (account.campaigns?.length) {
        await tx.insert(playerCampaigns).values(account.campaigns.map((offer) => ({ playerId: player!.id, campaignId: offer.id, offeredAt: created, usedAt: offer.used ? created : null })));
      }
      if (account.messages?.length) {
        // A minute apart and just before the seed, so "oldest unread" follows the list's order.
        const count = account.messages.length;
        await tx.insert(playerMessages).values(
          account.messages.map((m, j) => ({ ...m, playerId: player!.id, createdAt: new Date(now.getTime() - (count - j) * 60_000) })),
        );
      }

      // The opening balances go through the ledger like any other money, so it sums up.
      const opening: (typeof transactions.$inferInsert)[] = [];
      if (Number(deposit) > 0) {
        opening.push({
          playerId: player!.id, typeId: TRANSACTION_TYPE.deposit, currencyId: player!.currencyId,
          amount: deposit, bonusAmount: '0', balanceAfter: deposit, bonusBalanceAfter: '0',
          note: 'Opening deposit (seed)', createdAt: created, updatedAt: created,
        });
      }
      if (Number(bonus) > 0) {
        opening.push({
          playerId: player!.id, typeId: TRANSACTION_TYPE.bonusAssigned, currencyId: player!.currencyId,
          amount: '0', bonusAmount: bonus, balanceAfter: deposit, bonusBalanceAfter: bonus,
          note: 'Welcome bonus (seed)', createdAt: created, updatedAt: created,
        });
      }
      if (opening.length) await tx.insert(transactions).values(opening);
      if (account.playHistory) await seedPlayHistory(tx, player!.id, player!.currencyId, now, account.playHistory);
    }
    // Explicit ids leave the serial behind; later registrations must continue after them.
    await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  });
}
