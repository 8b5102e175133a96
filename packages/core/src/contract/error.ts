import './jitless';
import * as z from 'zod/mini';

/**
 * Why the server refused an amount (code `limit_reached`): which limit, over which window (UTC
 * day, ISO week from Monday, calendar month), how much of it is used and left, and when it resets.
 */
export const limitRefusal = z.object({
  rule: z.enum(['max_daily_deposit', 'max_weekly_deposit', 'max_monthly_deposit', 'max_daily_bet', 'max_daily_loss']),
  period: z.enum(['day', 'week', 'month']),
  used: z.number(),
  remaining: z.number(),
  resetsAt: z.string(),
});
export type LimitRefusal = z.infer<typeof limitRefusal>;

/**
 * The error body every 4xx/5xx carries (Laravel style, as operator platforms answer):
 * a message, an optional machine code and optional per-field messages.
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  refusal: z.optional(limitRefusal),
});
export type ErrorBody = z.infer<typeof errorBody>;
