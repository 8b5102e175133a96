/**
 * The SQLSTATE of a PostgreSQL error (PGlite's and node-postgres' alike), also when drizzle wraps
 * it (`DrizzleQueryError`, the original in `cause`); undefined for anything else.
 */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    // Five characters, the class first: a digit, or HV, P0, XX (so Node's EPIPE does not pass).
    if (typeof code === 'string' && /^(?:[0-9][0-9A-Z]|HV|P0|XX)[0-9A-Z]{3}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** 23505: a unique index refused the row, e.g. two requests racing to create one username. */
export const UNIQUE_VIOLATION = '23505';

/**
 * Class 22, "data exception": a value the column cannot hold (22003 out of range, 22021 a byte
 * sequence invalid in UTF-8, 22P02 invalid text for the type, 22P05 an untranslatable character).
 */
export function isDataException(error: unknown): boolean {
  return postgresErrorCode(error)?.startsWith('22') ?? false;
}

/**
 * The error to log for a failed query: drizzle writes the query's parameters into the message
 * (names, e-mails, tokens' hashes a request sent), and logs are no place for them. The query text
 * and the database's own error stay.
 */
export function withoutQueryParameters(error: unknown): unknown {
  if (!(error instanceof Error) || !('query' in error) || !('params' in error) || typeof error.query !== 'string') return error;
  const redacted = new Error(`Failed query: ${error.query}`, { cause: error.cause });
  redacted.name = error.name;
  if (error.stack) redacted.stack = error.stack.replace(error.message, `${redacted.message}\nparams: (not logged)`);
  return redacted;
}
