import './jitless';
import * as z from 'zod/mini';
import { id, timestamp } from './fields';

// Apart from kyc.ts so that player info, which embeds the KYC items, does not pull the KYC calls
// into every page. kyc.ts re-exports it.

/** Levels the platform creates by default. */
export const kycLevels = { basic: 'BasicAmlLevel', selfie: 'ID_SELFIE_2NDID_POA' } as const;

export const kycItem = z.object({
  id,
  level: z.string(),
  status: z.string(),
  created_at: z.optional(timestamp),
  updated_at: z.optional(timestamp),
});
export type KycItem = z.infer<typeof kycItem>;
