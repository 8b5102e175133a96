import './jitless';
import * as z from 'zod/mini';

// Apart from skin.ts so that the translation calls, which list languages, do not pull the whole
// skin document into every page. skin.ts re-exports it.

export const language = z.object({
  code: z.string(),
  name: z.optional(z.string()),
});
export type Language = z.infer<typeof language>;
