import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import type { OpenedDatabase } from '../db/database';
import { admins } from '../db/schema';
import { verifyPassword } from '../security/passwords';
import { openTestDatabase } from '../testing/test-database';
import { defaultAdmin, seedAdmin } from './admins';

let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase('migrated');
});
afterAll(() => database.close());

describe('seeded admin', () => {
  it('is created once, with an Argon2id hash', async () => {
    const now = new Date();
    await seedAdmin(database.db, defaultAdmin, now);
    await seedAdmin(database.db, defaultAdmin, now);
    const rows = await database.db.select().from(admins);
    expect(rows.map((r) => r.username)).toEqual(['operator-admin']);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(rows[0]!.passwordHash, 'Admin-pass-1!')).toBe(true);
  });

  it('takes a new password from the configuration on an existing database', async () => {
    await seedAdmin(database.db, { username: 'operator-admin', password: 'Other-pass-2!' }, new Date());
    const [row] = await database.db.select().from(admins);
    expect(await verifyPassword(row!.passwordHash, 'Other-pass-2!')).toBe(true);
  });

  it('retires the public default when another admin is configured', async () => {
    await seedAdmin(database.db, { username: 'site-owner', password: 'Owner-pass-3!' }, new Date());
    expect((await database.db.select().from(admins)).map((r) => r.username)).toEqual(['site-owner']);
  });
});

describe('admin configuration', () => {
  it('defaults to the documented account and reads ADMIN_USERNAME and ADMIN_PASSWORD', () => {
    expect(configFromEnv({}).admin).toEqual(defaultAdmin);
    expect(configFromEnv({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'Boss-pass-9!' }).admin).toEqual({ username: 'boss', password: 'Boss-pass-9!' });
  });

  it('refuses a weak ADMIN_PASSWORD rather than start with it', () => {
    expect(() => configFromEnv({ ADMIN_PASSWORD: 'admin' })).toThrow(/ADMIN_PASSWORD/);
  });
});
