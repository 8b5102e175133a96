import './jitless';
import * as z from 'zod';
import { id, money, timestamp } from './fields';

// The platform calls limit-change and self-exclusion requests "statistics": a pending change that
// takes effect at `activated_at`. `response` holds the values that will apply then.

export const statisticStatuses = ['pending', 'authorized'] as const;

export const statisticResponse = z.object({
  max_daily_deposit: money.nullable().optional(),
  max_weekly_deposit: money.nullable().optional(),
  max_monthly_deposit: money.nullable().optional(),
  max_daily_bet: money.nullable().optional(),
  max_daily_loss: money.nullable().optional(),
  max_daily_playing_time: z.number().nullable().optional(),
  status_expires_at: timestamp.nullable().optional(),
});

/** Any request as GET me/statistics/last lists it. */
export const statistic = z.object({
  id,
  /** The limit field a limit request changes; absent or null for self-exclusion. */
  field: z.string().nullable().optional(),
  type: z.string().optional(),
  status: z.string(),
  activated_at: timestamp.nullable(),
  created_at: timestamp.optional(),
  response: statisticResponse.nullable(),
});
export type Statistic = z.infer<typeof statistic>;

export const limitRequest = statistic.extend({
  field: z.string(),
  response: statisticResponse,
});
export type LimitRequest = z.infer<typeof limitRequest>;

export const exclusionRequest = statistic.extend({
  created_at: timestamp,
  response: statisticResponse.extend({ status_expires_at: timestamp }),
});
export type ExclusionRequest = z.infer<typeof exclusionRequest>;

/** The date the platform uses for a permanent self-exclusion. */
export const exclusionForever = '2999-12-31';

/** Self-exclusion periods offered, in days (plus "forever"). */
export const exclusionPeriodsDays = [1, 2, 3, 4, 5, 6, 7, 14, 30, 60, 90, 180, 360] as const;
