import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { CaptchaChallenge } from '@casino-sdk/core/contract';
import type { Database } from '../db/database';
import { captchaChallenges } from '../db/schema';
import { hashToken, newToken, secretsEqual } from '../security/tokens';
import type { CaptchaVerifier } from './captcha-verifier';

/** The captcha key the sandbox's skin settings publish; the sandbox captcha answers to it. */
export const SANDBOX_CAPTCHA_KEY = 'sandbox-captcha';
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/**
 * A small sum drawn as distorted strokes (drawSum): a bot must read the picture, and the answer never
 * leaves the server. Single use: checking a challenge, right or wrong, uses it up.
 */
export async function newChallenge(db: Database, siteKey: string, now: Date): Promise<CaptchaChallenge> {
  const a = randomInt(2, 10);
  const b = randomInt(2, 10);
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  // Unanswered challenges end here: the table holds no more than the last few minutes' pictures.
  await db.delete(captchaChallenges).where(lte(captchaChallenges.expiresAt, now));
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

/**
 * Each character as strokes on a 10 × 16 grid: drawn as paths, so the picture holds no text to
 * read out, only lines a person reads as digits.
 */
const GLYPHS: Record<string, string[]> = {
  '0': ['2,1 8,1 9,3 9,13 8,15 2,15 1,13 1,3 2,1'],
  '1': ['3,4 6,1 6,15', '3,15 9,15'],
  '2': ['1,4 3,1 7,1 9,4 9,6 1,15 9,15'],
  '3': ['1,2 3,1 7,1 9,3 9,6 7,8 4,8', '7,8 9,10 9,13 7,15 3,15 1,14'],
  '4': ['7,15 7,1 1,11 9,11'],
  '5': ['9,1 2,1 1,7 6,6 9,9 9,13 7,15 2,15 1,14'],
  '6': ['8,1 4,1 1,6 1,13 3,15 7,15 9,13 9,9 7,7 3,7 1,9'],
  '7': ['1,1 9,1 4,15'],
  '8': ['3,1 7,1 9,3 9,6 7,8 3,8 1,10 1,13 3,15 7,15 9,13 9,10 7,8 3,8 1,6 1,3 3,1'],
  '9': ['9,7 7,9 3,9 1,7 1,3 3,1 7,1 9,3 9,10 6,15 2,15'],
  '+': ['5,4 5,12', '1,8 9,8'],
  '=': ['1,6 9,6', '1,10 9,10'],
  '?': ['2,3 4,1 7,1 9,3 9,5 5,8 5,11', '5,14 5,15'],
};

const jitter = (spread: number) => (randomInt(-1000, 1001) / 1000) * spread;
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Each character turned, shifted, sized and bent at random, every point moved a little, over
 * noise lines drawn with the same pen: reading it takes eyes (or a trained model), not a regex.
 * A stand-in for the operator's captcha (README), not a defence of its own.
 */
export function drawSum(text: string): string {
  const step = 24;
  const width = 32 + text.length * step;
  const height = 64;
  const strokes = [...text].flatMap((char, index) => {
    const scale = 2 + jitter(0.3);
    const angle = (jitter(18) * Math.PI) / 180;
    const shear = jitter(0.25);
    const [cx, cy] = [20 + index * step + jitter(3), height / 2 + jitter(5)];
    return (GLYPHS[char] ?? []).map((stroke) =>
      stroke.split(' ').map((point) => {
        const [gx, gy] = point.split(',').map(Number) as [number, number];
        // Around the glyph's middle: sheared, scaled, every point a little off, then turned.
        const x = (gx - 5 + shear * (gy - 8)) * scale + jitter(0.8);
        const y = (gy - 8) * scale + jitter(0.8);
        return `${round(cx + x * Math.cos(angle) - y * Math.sin(angle))} ${round(cy + x * Math.sin(angle) + y * Math.cos(angle))}`;
      }),
    );
  });
  const glyphPaths = strokes.map((points) => `<path d="M${points.join('L')}"/>`).join('');
  const noise = Array.from({ length: 6 }, () => {
    const point = () => `${randomInt(0, width)} ${randomInt(0, height)}`;
    return `<path d="M${point()}Q${point()} ${point()}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3f3f0"/><g fill="none" stroke="#222" stroke-linecap="round" stroke-linejoin="round"><g stroke-width="2.6">${glyphPaths}</g><g stroke-width="1.3" stroke="#555">${noise}</g></g></svg>`;
}

/** Sandbox mode only (GET sandbox/captcha): the answer of a live challenge, so tests need not read the picture. */
export async function challengeAnswer(db: Database, token: string, now: Date): Promise<string | null> {
  const [challenge] = await db
    .select({ answer: captchaChallenges.answer })
    .from(captchaChallenges)
    .where(and(eq(captchaChallenges.tokenHash, hashToken(token)), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, now)));
  return challenge?.answer ?? null;
}
