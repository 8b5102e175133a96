import { createHmac } from 'node:crypto';
import * as z from 'zod/mini';

/** Where the identity vendor tells the platform what happened to a check (outside /v1/: the vendor has no skin credentials). */
export const NOTIFICATION_PATH = '/webhooks/identity-vendor';

/** The header carrying the body's HMAC-SHA256 (hex) under the secret the vendor and the platform share, as Sumsub's webhooks sign theirs. */
export const DIGEST_HEADER = 'x-payload-digest';

/** What the vendor reports: a check submitted and waiting for review, or reviewed (GREEN approved, RED rejected). */
export const vendorNotification = z.discriminatedUnion('type', [
  z.object({ type: z.literal('applicantPending'), applicant_id: z.string().check(z.regex(/^\d{1,9}$/)), level: z.string().check(z.maxLength(60)) }),
  z.object({
    type: z.literal('applicantReviewed'),
    applicant_id: z.string().check(z.regex(/^\d{1,9}$/)),
    level: z.string().check(z.maxLength(60)),
    review_answer: z.enum(['GREEN', 'RED']),
  }),
]);
export type VendorNotification = z.infer<typeof vendorNotification>;

export function signNotification(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}
