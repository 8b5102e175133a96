import { HttpError } from '../http/errors';

/** A 422 whose messages are the spec's keys (the form shows its own text for each), per field. */
export function ruleErrors(problems: Record<string, string | null>): HttpError | null {
  const errors = Object.fromEntries(Object.entries(problems).flatMap(([field, problem]) => (problem ? [[field, [problem]]] : [])));
  const fields = Object.keys(errors);
  if (fields.length === 0) return null;
  return new HttpError(422, errors[fields[0]!]![0]!, { code: 'validation_failed', errors });
}

export function throwRuleErrors(problems: Record<string, string | null>): void {
  const error = ruleErrors(problems);
  if (error) throw error;
}
