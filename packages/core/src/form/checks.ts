/**
 * What a form shows: a translation key of our own texts (with its values), or text that came from
 * the server as it is. Rules in `core/rules` answer keys, so they are validators as they stand.
 */
export type FormMessage = { key: string; values?: Record<string, unknown> } | { text: string };

/**
 * One rule of a field: null when the value passes, else a translation key or a message. It sees
 * the other values too (a confirmation compares itself with the password).
 */
export type Validator<V, Values = Record<string, unknown>> = (value: V, values: Values) => FormMessage | string | null | undefined;

export function toMessage(problem: FormMessage | string | null | undefined): FormMessage | null {
  if (!problem) return null;
  return typeof problem === 'string' ? { key: problem } : problem;
}

export function isEmpty(value: unknown, trim: boolean): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return (trim ? value.trim() : value) === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
