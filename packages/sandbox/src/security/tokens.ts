import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A bearer token for the browser: 32 random bytes, hex. Only its hash is ever stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares secrets in constant time; hashing first evens out the lengths. */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
