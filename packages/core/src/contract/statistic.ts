import './jitless';
import * as z from 'zod/mini';
import { id, money, timestamp } from './fields';

// The platform calls limit-change and self-exclusion requests "statistics": a pending change that
// takes effect at `activated_at`. `response` holds the values that will apply then.

export const statisticStatuses = ['pending', 'authorized'] as const;

export const statisticResponse = z.object({
  max_daily_deposit: z.optional(z.nullable(money)),
  max_weekly_deposit: z.optional(z.nullable(money)),
  max_monthly_deposit: z.optional(z.nullable(money)),
  max_daily_bet: z.optional(z.nullable(money)),
  max_daily_loss: z.optional(z.nullable(money)),
  max_daily_playing_time: z.optional(z.nullable(z.number())),
  status_expires_at: z.optional(z.nullable(timestamp)),
});

/** Any request as GET me/statistics/last lists it. */
export const statistic = z.object({
  id,
  /** The limit field a limit request changes; absent or null for self-exclusion. */
  field: z.optional(z.nullable(z.string())),
  type: z.optional(z.string()),
  status: z.string(),
  activated_at: z.nullable(timestamp),
  created_at: z.optional(timestamp),
  response: z.nullable(statisticResponse),
});
export type Statistic = z.infer<typeof statistic>;

export const limitRequest = z.extend(statistic, {
  field: z.string(),
  response: statisticResponse,
});
export type LimitRequest = z.infer<typeof limitRequest>;

export const exclusionRequest = z.extend(statistic, {
  created_at: timestamp,
  response: z.extend(statisticResponse, { status_expires_at: timestamp }),
});
export type ExclusionRequest = z.infer<typeof exclusionRequest>;

/** The date the platform uses for a permanent self-exclusion. */
export const exclusionForever = '2999-12-31';

