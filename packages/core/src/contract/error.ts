import './jitless';
import * as z from 'zod/mini';

/**
 * The error body every 4xx/5xx carries (Laravel style, as operator platforms answer):
 * a message, an optional machine code and optional per-field messages.
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof errorBody>;
