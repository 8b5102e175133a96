import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { kycItem } from './kyc-item';

export { kycItem, type KycItem } from './kyc-item';

/** Levels the platform creates by default. */
export const kycLevels = { basic: 'BasicAmlLevel', selfie: 'ID_SELFIE_2NDID_POA' } as const;

/** Statuses the SDK acts on; the platform may send others, so `status` stays a string. */
export const kycStatuses = ['initialized', 'pending', 'accepted'] as const;

export const kycAccessToken = z.object({
  token: z.string(),
  /** The applicant id the identity-verification web SDK is started with, when it differs. */
  user_id: z.optional(z.string()),
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
  // Spec: "access token per level", method and path not shown.
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
