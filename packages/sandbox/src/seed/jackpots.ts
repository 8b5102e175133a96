import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { currencies, games, gameSections, jackpotEntries, jackpotPools, jackpots } from '../db/schema';
import { seedProviders } from './providers';
import { sectionIdBySlug } from './sections';

/**
 * One network jackpot per provider that makes slots, with a seed in euros that differs by provider (8,000 to about 58,000)
 * so the ticker's amounts tell them apart; its pools take the seed at each currency's rate.
 */
export const seedJackpots = seedProviders
  .filter((p) => p.makes.slot !== undefined)
  .map((p) => ({ id: p.row.id!, providerId: p.row.id!, name: `${p.row.name} Jackpot`, seedEuros: 8_000 + ((p.row.id! ** 2 * 37 + p.row.id! * 11) % 83) * 613 }));

/**
 * The jackpots, a pool per jackpot and currency with its seed entry (so a pool is the sum of its
 * entries from the start), and the jackpot of every game in the Jackpots section.
 */
export async function seedJackpotPools(db: Database): Promise<void> {
  await db.insert(jackpots).values(seedJackpots.map(({ id, providerId, name }) => ({ id, providerId, name }))).onConflictDoNothing();
  const seeds = seedJackpots.map(({ id, seedEuros }) => [id, seedEuros]);
  await db.execute(sql`
    with seeds as (select (s->>0)::int as jackpot_id, (s->>1)::numeric as euros from json_array_elements(${JSON.stringify(seeds)}::json) as s),
    created as (
      insert into ${jackpotPools} (jackpot_id, currency_id, seed_amount, amount)
      select seeds.jackpot_id, c.id, round(seeds.euros * c.rate, 0), round(seeds.euros * c.rate, 0) from seeds cross join ${currencies} c
      on conflict do nothing
      returning id, seed_amount)
    insert into ${jackpotEntries} (pool_id, kind, amount) select id, 'seed', seed_amount from created`);
}

/** Every game of the Jackpots section plays for its provider's jackpot. */
export async function linkJackpotGames(db: Database): Promise<void> {
  await db.execute(sql`
    update ${games} set jackpot_id = j.id from ${jackpots} j, ${gameSections} gs
    where j.provider_id = ${games.providerId} and gs.game_id = ${games.id} and gs.section_id = ${sectionIdBySlug.jackpots!}`);
}
