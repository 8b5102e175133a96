import './jitless';
import * as z from 'zod/mini';

/** Lists come as `{ data: T[] }`. */
export function list<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item) });
}

/** Paginated lists come in Laravel's paginator shape. `total` counts items over all pages. */
export function paginated<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().check(z.int()),
    last_page: z.number().check(z.int()),
    per_page: z.number().check(z.int()),
    total: z.number().check(z.int()),
  });
}

/** The answer of calls that only confirm what they did. */
export const okMessage = z.object({ message: z.string() });
export type OkMessage = z.infer<typeof okMessage>;

/** 204 No Content: the client sees no body at all. */
export const noContent = z.undefined();
