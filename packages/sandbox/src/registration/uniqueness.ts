import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { players, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { toE164 } from '../players/phone-number';

// The live checks of registration and auth/register share these, so a name refused by the check
// is refused by the register call too. Case-insensitive, as the unique indexes are.

type Field = 'username' | 'email' | 'mobile' | 'fields';
const codes: Record<Field, string> = {
  username: 'nickname_already_used',
  email: 'email_already_used',
  mobile: 'phone_already_used',
  fields: 'fields_already_used',
};

export function alreadyUsed(field: Field): HttpError {
  const code = codes[field];
  return new HttpError(422, code, { code, errors: { [field]: [code] } });
}

export async function nicknameTaken(db: Database, nickname: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, nickname.toLowerCase())).limit(1);
  return row !== undefined;
}

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1);
  return row !== undefined;
}

/**
 * `number` in any spelling. Numbers are stored in E.164, whole (`+420603123456`) or split into
 * prefix and number by older rows: both count.
 */
export async function mobileTaken(db: Database, number: string, exceptPlayerId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(sql`coalesce(${players.mobilePrefix}, '') || ${players.mobile} = ${toE164(number)} and ${players.id} <> ${exceptPlayerId ?? -1}`)
    .limit(1);
  return row !== undefined;
}

/** The same person registered twice: first and last name (case-insensitive) and date of birth. */
export async function personTaken(db: Database, firstname: string, lastname: string, dob: string, exceptPlayerId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        eq(sql`lower(${players.firstname})`, firstname.toLowerCase()),
        eq(sql`lower(${players.lastname})`, lastname.toLowerCase()),
        eq(players.dob, dob),
        sql`${players.id} <> ${exceptPlayerId ?? -1}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
