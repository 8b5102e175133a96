import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../testing/test-database';
import type { OpenedDatabase } from './database';
import { auditEvents, players } from './schema';

describeOnEachDatabase('audit events are append-only', (open) => {
  let database: OpenedDatabase;
  let playerId: number;
  let eventId: number;

  beforeAll(async () => {
    database = await open('seeded');
    const [player] = await database.db.select({ id: players.id }).from(players).limit(1);
    playerId = player!.id;
    const [event] = await database.db.insert(auditEvents).values({ playerId, action: 'test.append_only' }).returning({ id: auditEvents.id });
    eventId = event!.id;
  });
  afterAll(() => database?.close());

  it('refuses an UPDATE', async () => {
    await expect(database.db.update(auditEvents).set({ action: 'rewritten' }).where(eq(auditEvents.id, eventId))).rejects.toThrow();
    const [kept] = await database.db.select().from(auditEvents).where(eq(auditEvents.id, eventId));
    expect(kept?.action).toBe('test.append_only');
  });

  it('refuses a DELETE and a TRUNCATE', async () => {
    await expect(database.db.delete(auditEvents).where(eq(auditEvents.id, eventId))).rejects.toThrow();
    await expect(database.db.execute(sql`TRUNCATE audit_events`)).rejects.toThrow();
    expect(await database.db.$count(auditEvents, eq(auditEvents.id, eventId))).toBe(1);
  });

  it('refuses to delete a player who has audit rows rather than rewrite them', async () => {
    await expect(database.db.delete(players).where(eq(players.id, playerId))).rejects.toThrow();
    const [kept] = await database.db.select().from(auditEvents).where(eq(auditEvents.id, eventId));
    expect(kept?.playerId).toBe(playerId);
  });

  it('still takes new rows', async () => {
    await database.db.insert(auditEvents).values({ playerId, action: 'test.append_only.again' });
    expect(await database.db.$count(auditEvents, eq(auditEvents.playerId, playerId))).toBeGreaterThanOrEqual(2);
  });
});
