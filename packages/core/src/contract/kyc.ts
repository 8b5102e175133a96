import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { kycItem } from './kyc-item';

export { kycItem, kycLevels, type KycItem } from './kyc-item';

/** Statuses the SDK acts on; the platform may send others, so `status` stays a string. */
export const kycStatuses = ['initialized', 'pending', 'accepted'] as const;

export const kycAccessToken = z.object({
  token: z.string(),
  /** The applicant id the identity-verification web SDK is started with, when it differs. */
  user_id: z.optional(z.string()),
  /**
   * Ours: the identity vendor's web SDK script this token is for. The account loads it only from an
   * origin on the skin's `kyc_origins` (decision 0054).
   */
  sdk_url: z.optional(z.string()),
});
export type KycAccessToken = z.infer<typeof kycAccessToken>;

export const kycApi = {
  /** Moves the player to a level (creates the KYC item for it). `{id}` is the player's user id. */
  setLevel: endpoint({
    method: 'POST',
    path: 'kyc/players/{id}',
    auth: 'player',
    namesPlayer: { in: 'path', key: 'id', id: 'user' },
    body: z.object({ level: z.string().check(z.minLength(1)) }),
    response: kycItem,
  }),
  // Spec: "access token per level", method and path not shown. The player must have the level (POST
  // kyc/players/{id} makes it) and it must not be accepted yet; each token replaces the one before.
  accessToken: endpoint({
    method: 'GET',
    path: 'kyc/players/{id}/access-token',
    auth: 'player',
    namesPlayer: { in: 'path', key: 'id', id: 'user' },
    defined: 'by-sdk',
    query: z.object({ level: z.string().check(z.minLength(1)) }),
    response: kycAccessToken,
  }),
};
