import './jitless';
import * as z from 'zod/mini';

/** Ids are JSON numbers. A request sends `requestId` instead: this one also reads what a platform answers. */
export const id = z.number().check(z.int());

/** The largest whole number a request may carry: ids and counts are 32-bit integers (PostgreSQL `integer`). */
export const maxInt = 2_147_483_647;

/** An id a request sends: a positive 32-bit whole number. */
export const requestId = z.number().check(z.int(), z.positive(), z.lte(maxInt));

/** Money in major units as a JSON number (1000.5), never a string. */
export const money = z.number();

/** ISO 8601 timestamps (or Y-M-D dates) stay strings: the platform sends them in UTC. */
export const timestamp = z.string();

/**
 * A yes/no field of a response. PHP platforms send 0/1 as often as true/false for the same field,
 * so both are accepted and the SDK always reads a boolean.
 */
export const bool = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((value: boolean | 0 | 1) => value === true || value === 1),
);

/** The currency as it is embedded in players, transactions and reports. */
export const currencyRef = z.object({
  id: z.optional(id),
  code: z.string(),
  symbol: z.string(),
});
export type CurrencyRef = z.infer<typeof currencyRef>;

/** A picture or file stored by the platform (banners, promotions, documents, skin assets). */
export const media = z.object({
  id: z.optional(id),
  full_url: z.string(),
  url: z.optional(z.string()),
  url_webp: z.optional(z.nullable(z.string())),
  title: z.optional(z.nullable(z.string())),
  comment: z.optional(z.nullable(z.string())),
  is_mobile: z.optional(bool),
});
export type Media = z.infer<typeof media>;
