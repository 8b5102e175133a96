import { readFile } from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { api } from '@casino-sdk/core/contract';
import { identityApplicants, playerKyc } from '../db/schema';
import { countedAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { findPlayerByLogin } from '../players/player-info';
import { otherLoopbackOrigin } from '../provider/game-origin';
import { enforceLimits } from '../security/rate-limits';
import { applicantOfToken, type Applicant, type ApplicantStatus } from './applicants';
import { DIGEST_HEADER, NOTIFICATION_PATH, signNotification, type VendorNotification } from './vendor-notification';

export const VENDOR_BASE = '/idv';

/** The largest picture or PDF the vendor takes. */
const MAX_DOCUMENT_BYTES = 5_000_000;

const files = {
  'sdk.js': { file: 'sdk.js', type: 'text/javascript; charset=utf-8' },
  'frame.js': { file: 'frame.js', type: 'text/javascript; charset=utf-8' },
  'frame.css': { file: 'frame.css', type: 'text/css; charset=utf-8' },
} as const;

/** The web SDK's address on the vendor's origin: what an access token's `sdk_url` names. */
export const vendorSdkUrl = (vendorOrigin: string) => `${vendorOrigin}${VENDOR_BASE}/sdk.js`;

/** The site's origins as the vendor knows them: the public URL, and the other loopback name of the vendor's own. */
function siteOrigins(c: Context<AppEnv>): string[] {
  return [...new Set([c.var.app.publicUrl, otherLoopbackOrigin(new URL(c.req.url).origin)].filter((origin): origin is string => Boolean(origin)))];
}

/** The frame runs its own script and styles, talks to its own origin only, and only the site may frame it. */
function framePolicy(site: readonly string[]): string {
  return ["default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "base-uri 'none'", "form-action 'none'", `frame-ancestors ${site.join(' ')}`].join('; ');
}

const LANGUAGES = ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es'];

function framePage(language: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox ID check</title><link rel="stylesheet" href="${VENDOR_BASE}/frame.css"><script type="module" src="${VENDOR_BASE}/frame.js"></script></head><body><main id="idv" aria-live="polite"></main></body></html>`;
}

/** A JPEG, PNG or PDF by its first bytes, whatever its name or type says. */
function isDocument(bytes: Uint8Array): boolean {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  return starts(0xff, 0xd8, 0xff) || starts(0x89, 0x50, 0x4e, 0x47) || starts(0x25, 0x50, 0x44, 0x46);
}

/** Strangers reach the vendor: token guesses and uploads are bounded by address. */
const vendorLimits = (c: Context<AppEnv>) => [{ name: 'identity vendor calls per address a minute', key: countedAddress(c), max: 60, windowMs: 60_000 }];

async function provenApplicant(c: Context<AppEnv>): Promise<Applicant> {
  enforceLimits(c.var.app.limiter, vendorLimits(c));
  const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  const applicant = await applicantOfToken(c.var.app.db, token, c.var.app.clock());
  if (applicant === 'expired') throw new HttpError(401, 'The access token has expired.', { code: 'token_expired' });
  if (!applicant) throw new HttpError(401, 'The access token is not valid.', { code: 'token_invalid' });
  return applicant;
}

async function levelOf(c: Context<AppEnv>, applicant: Applicant): Promise<string> {
  const [item] = await c.var.app.db.select({ level: playerKyc.level }).from(playerKyc).where(eq(playerKyc.id, applicant.playerKycId));
  if (!item) throw new HttpError(401, 'The access token is not valid.', { code: 'token_invalid' });
  return item.level;
}

/** Server to server: the vendor's signed notification to the platform, through the app's own router. */
async function notifyPlatform(app: Hono<AppEnv>, secret: string, notification: VendorNotification): Promise<void> {
  const body = JSON.stringify(notification);
  const answer = await app.request(NOTIFICATION_PATH, { method: 'POST', headers: { 'content-type': 'application/json', [DIGEST_HEADER]: signNotification(secret, body) }, body });
  if (!answer.ok) throw new HttpError(503, 'The platform did not take the notification; try again.', { code: 'platform_unavailable' });
}

/** Moves the applicant on when it stands at one of `from`; false when it did not. */
async function setStatus(c: Context<AppEnv>, applicant: Applicant, from: ApplicantStatus[], to: ApplicantStatus): Promise<boolean> {
  const moved = await c.var.app.db
    .update(identityApplicants)
    .set({ status: to, updatedAt: c.var.app.clock() })
    .where(and(eq(identityApplicants.id, applicant.id), inArray(identityApplicants.status, from)))
    .returning({ id: identityApplicants.id });
  return moved.length > 0;
}

/**
 * The sandbox identity vendor (decision 0054), served by the sandbox on the provider origin, another
 * origin than the site's: its web SDK (`sdk.js`, an ES module the account loads), the frame the SDK
 * puts in the page (capture or upload, then "pending"), the frame's two calls with the access
 * token, and the reviewer's sandbox call. Each step is told to the platform by a signed
 * notification; the platform, not the browser, moves the KYC level.
 */
export function registerIdentityVendorRoutes(app: Hono<AppEnv>): void {
  for (const [path, { file, type }] of Object.entries(files)) {
    app.get(`${VENDOR_BASE}/${path}`, async (c) => {
      const source = await readFile(new URL(`./page/${file}`, import.meta.url), 'utf8');
      // The SDK is a module script of the site's page, fetched in CORS mode from this other origin.
      const cors: Record<string, string> = path === 'sdk.js' ? { 'Access-Control-Allow-Origin': '*' } : {};
      return c.body(source, 200, { 'Content-Type': type, 'Cache-Control': 'no-cache', ...cors });
    });
  }

  app.get(`${VENDOR_BASE}/frame`, (c) => {
    const asked = c.req.query('lang') ?? '';
    const language = LANGUAGES.includes(asked) ? asked : 'en';
    return c.body(framePage(language), 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': framePolicy(siteOrigins(c)), 'Cache-Control': 'no-store' });
  });

  app.get(`${VENDOR_BASE}/api/applicant`, async (c) => {
    const applicant = await provenApplicant(c);
    return c.json({ level: await levelOf(c, applicant), status: applicant.status }, 200, { 'Cache-Control': 'no-store' });
  });

  app.post(
    `${VENDOR_BASE}/api/documents`,
    bodyLimit({ maxSize: MAX_DOCUMENT_BYTES + 64 * 1024, onError: (c) => c.json({ message: 'The file is too large.', code: 'file_too_large' }, 413) }),
    async (c) => {
      const applicant = await provenApplicant(c);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form.document;
      if (!(file instanceof File) || file.size === 0) throw new HttpError(422, 'Choose a picture or a PDF of your document.', { code: 'document_missing' });
      if (file.size > MAX_DOCUMENT_BYTES || !isDocument(new Uint8Array(await file.slice(0, 8).arrayBuffer()))) {
        throw new HttpError(422, 'The file must be a JPEG or PNG picture or a PDF.', { code: 'document_not_accepted' });
      }
      // The sandbox keeps no picture: it checks that one came, and the check waits for review.
      if (!(await setStatus(c, applicant, ['init', 'rejected'], 'pending'))) throw new HttpError(409, 'This check is already submitted.', { code: 'already_submitted' });
      try {
        await notifyPlatform(app, c.var.app.identityVendorSecret, { type: 'applicantPending', applicant_id: String(applicant.playerKycId), level: await levelOf(c, applicant) });
      } catch (error) {
        // The platform did not hear of it: the check is not sent, and the player may send it again.
        await setStatus(c, applicant, ['pending'], applicant.status as ApplicantStatus);
        throw error;
      }
      return c.json({ status: 'pending' }, 202, { 'Cache-Control': 'no-store' });
    },
  );

  route(app, api.sandbox.reviewKyc, async ({ c, params, body, admin }) => {
    const { db, skinId, limiter } = c.var.app;
    enforceLimits(limiter, [{ name: 'KYC reviews per admin a minute', key: String(admin.adminId), max: 120, windowMs: 60_000 }]);
    const account = await findPlayerByLogin(db, await skinId(), params.username ?? '');
    if (!account) throw notFound('Player not found.');
    const [row] = await db
      .select({ applicant: identityApplicants })
      .from(identityApplicants)
      .innerJoin(playerKyc, eq(playerKyc.id, identityApplicants.playerKycId))
      .where(and(eq(playerKyc.playerId, account.playerId), eq(playerKyc.level, body.level)));
    const notPending = () => new HttpError(409, 'No check waits for review at this level.', { code: 'kyc_not_pending' });
    if (!row || !(await setStatus(c, row.applicant, ['pending'], body.answer === 'GREEN' ? 'approved' : 'rejected'))) throw notPending();
    await notifyPlatform(app, c.var.app.identityVendorSecret, { type: 'applicantReviewed', applicant_id: String(row.applicant.playerKycId), level: body.level, review_answer: body.answer });
    const [item] = await db.select().from(playerKyc).where(eq(playerKyc.id, row.applicant.playerKycId));
    return { id: item!.id, level: item!.level, status: item!.status, created_at: item!.createdAt.toISOString(), updated_at: item!.updatedAt.toISOString() };
  });
}
