import './jitless';
import * as z from 'zod';

/**
 * The error body every 4xx/5xx carries (Laravel style, as operator platforms answer):
 * a message, an optional machine code and optional per-field messages.
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
