import { eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { admins } from '../db/schema';
import { hashPassword, verifyPassword } from '../security/passwords';

export interface AdminAccount {
  username: string;
  password: string;
}

/** The seeded admin; ADMIN_USERNAME and ADMIN_PASSWORD replace it (config.ts). */
export const defaultAdmin: AdminAccount = { username: 'operator-admin', password: 'Admin-pass-1!' };

/**
 * Makes the configured admin the one admin account. Unlike players this is checked on every
 * start: a password set through the environment must take effect on an existing database, and an
 * admin under another name (the public default, after an override) must stop working.
 */
export async function seedAdmin(db: Database, account: AdminAccount, now: Date): Promise<void> {
  const wanted = account.username.trim().toLowerCase();
  const [existing] = await db
    .select({ id: admins.id, passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(sql`lower(${admins.username})`, wanted));

  let keepId: number;
  if (!existing) {
    const [created] = await db
      .insert(admins)
      .values({ username: account.username.trim(), passwordHash: await hashPassword(account.password), createdAt: now, updatedAt: now })
      .returning({ id: admins.id });
    keepId = created!.id;
  } else {
    keepId = existing.id;
    if (!(await verifyPassword(existing.passwordHash, account.password))) {
      await db.update(admins).set({ passwordHash: await hashPassword(account.password), updatedAt: now }).where(eq(admins.id, keepId));
    }
  }
  // Their sessions go with them (on delete cascade).
  await db.delete(admins).where(ne(admins.id, keepId));
}
