import './jitless';
import * as z from 'zod';

/** Ids are JSON numbers. */
export const id = z.number().int();

/** Money in major units as a JSON number (1000.5), never a string. */
export const money = z.number();

/** ISO 8601 timestamps (or Y-M-D dates) stay strings: the platform sends them in UTC. */
export const timestamp = z.string();

/**
 * A yes/no field of a response. PHP platforms send 0/1 as often as true/false for the same field,
 * so both are accepted and the SDK always reads a boolean.
 */
export const bool = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1);

/** The currency as it is embedded in players, transactions and reports. */
export const currencyRef = z.object({
  id: id.optional(),
  code: z.string(),
  symbol: z.string(),
});
export type CurrencyRef = z.infer<typeof currencyRef>;

/** A picture or file stored by the platform (banners, promotions, documents, skin assets). */
export const media = z.object({
  id: id.optional(),
  full_url: z.string(),
  url: z.string().optional(),
  url_webp: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  comment: z.string().nullable().optional(),
  is_mobile: bool.optional(),
});
export type Media = z.infer<typeof media>;
