import { HttpError } from './errors';

/**
 * Text the database cannot hold: U+0000 (PostgreSQL refuses it in text and JSON) and UTF-16
 * surrogates without their other half (no UTF-8 encoding exists for them; PGlite fails on them).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string can be stored and sent back as it is. */
export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * Refuses a request whose path parameters, query or body (as parsed by the contract) hold text
 * the database cannot store: 422 `validation_failed` naming each field, instead of a database
 * error later on. Keys are checked as well as values (records keep their keys).
 */
export function assertSafeInput(input: { params?: unknown; query?: unknown; body?: unknown }): void {
  const fields: string[] = [];
  for (const value of Object.values(input)) collectUnsafe(value, [], fields);
  if (fields.length === 0) return;
  const errors = Object.fromEntries(fields.map((field) => [field, [`The ${field} field holds a character that is not allowed (NUL or a lone surrogate).`]]));
  const more = fields.length - 1;
  const first = errors[fields[0]!]![0]!;
  throw new HttpError(422, more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first, { code: 'validation_failed', errors });
}

function collectUnsafe(value: unknown, path: string[], out: string[]): void {
  const field = path.length > 0 ? path.join('.') : '_';
  if (typeof value === 'string') {
    if (!isSafeText(value) && !out.includes(field)) out.push(field);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectUnsafe(item, [...path, String(index)], out));
    return;
  }
  // Plain objects only: an uploaded File (multipart) or a Date is not text to store.
  if (value === null || typeof value !== 'object') return;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return;
  for (const [key, item] of Object.entries(value)) {
    if (isSafeText(key)) collectUnsafe(item, [...path, key], out);
    // The key itself is named by its place only: it cannot be shown as it is.
    else collectUnsafe('\u0000', [...path, '_'], out);
  }
}
