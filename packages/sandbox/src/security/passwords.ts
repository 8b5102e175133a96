import { hash, verify, type Options } from '@node-rs/argon2';

// Argon2id with the OWASP minimum (19 MiB, 2 passes): strong enough for a sandbox that may run
// on a shared host, cheap enough that seeding a handful of players stays well under a second.
// `algorithm: 2` is Algorithm.Argon2id: that enum is a const enum, which isolated module
// compilation cannot read.
const options: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

/**
 * Spent on logins for unknown usernames, so that "no such user" takes as long as "wrong
 * password" and response times do not reveal which usernames exist.
 */
let decoyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
}
