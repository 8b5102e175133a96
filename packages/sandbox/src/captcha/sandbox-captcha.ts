import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CaptchaChallenge } from '@casino-sdk/core/contract';
import type { Database } from '../db/database';
import { captchaChallenges } from '../db/schema';
import { hashToken, newToken, secretsEqual } from '../security/tokens';
import type { CaptchaVerifier } from './captcha-verifier';

/** The captcha key the sandbox's skin settings publish; the sandbox captcha answers to it. */
export const SANDBOX_CAPTCHA_KEY = 'sandbox-captcha';
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * A small sum drawn as distorted characters: a bot must read the picture, and the answer never
 * leaves the server. Single use: checking a challenge, right or wrong, uses it up.
 */
export async function newChallenge(db: Database, siteKey: string, now: Date): Promise<CaptchaChallenge> {
  const a = randomInt(2, 10);
  const b = randomInt(2, 10);
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await db.insert(captchaChallenges).values({ tokenHash: hash, siteKey, answer: String(a + b), createdAt: now, expiresAt });
  return { token, svg: drawSum(`${a}+${b}=?`), alt: 'A sum of two numbers: type the result.', expires_at: expiresAt.toISOString() };
}

export function sandboxCaptcha(db: Database): CaptchaVerifier {
  return {
    async verify(siteKey, response, now) {
      const [challenge] = await db
        .update(captchaChallenges)
        .set({ usedAt: now })
        .where(and(eq(captchaChallenges.tokenHash, hashToken(response.token)), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, now)))
        .returning({ siteKey: captchaChallenges.siteKey, answer: captchaChallenges.answer });
      return challenge !== undefined && challenge.siteKey === siteKey && secretsEqual(challenge.answer, response.answer.trim());
    },
  };
}

/** Each character turned, shifted and sized at random, over noise lines. */
function drawSum(text: string): string {
  const width = 48 + text.length * 22;
  const height = 60;
  const glyphs = [...text]
    .map((char, index) => {
      const x = 24 + index * 22 + randomInt(-3, 4);
      const y = 40 + randomInt(-5, 6);
      const angle = randomInt(-20, 21);
      const size = randomInt(24, 33);
      return `<text x="${x}" y="${y}" font-size="${size}" transform="rotate(${angle} ${x} ${y})">${char === '=' ? '=' : char}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, width), randomInt(0, height), randomInt(0, width), randomInt(0, height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3f3f0"/><g fill="#222" font-family="monospace" font-weight="bold">${glyphs}</g><g stroke="#777" stroke-width="1.5">${lines}</g></svg>`;
}
