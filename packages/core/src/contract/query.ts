import './jitless';
import * as z from 'zod/mini';
import { maxInt } from './fields';

// Query values reach the server as strings ("1", "48"); these schemas accept what the client
// passes (numbers) and what the server receives (strings), and always hand over numbers.

/** A 0/1 switch such as `kyc=1` or `is_live=1`. */
export const queryFlag = z.pipe(z.coerce.number<0 | 1 | '0' | '1'>(), z.union([z.literal(0), z.literal(1)]));

/** A whole number such as `page`, `per_page` or an id; 32-bit, as the platform stores them. */
export const queryInt = z.coerce.number<number | string>().check(z.int(), z.gte(-maxInt - 1), z.lte(maxInt));

/** A positive whole number: pages, page sizes, ids (at most 2147483647). */
export const queryPositiveInt = z.coerce.number<number | string>().check(z.int(), z.positive(), z.lte(maxInt));

/**
 * A repeated value such as `tag[]=home&tag[]=promo`. One occurrence arrives as a plain string on
 * most servers, so a single string is accepted as a list of one.
 */
export const queryList = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value: string | string[]) => (Array.isArray(value) ? value : [value])),
);
