import { signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError } from '@casino-sdk/core';
import type { FormMessage } from '@casino-sdk/core/form';

/** The server refused this exact value of a field, with one of the spec's keys. */
interface Refusal {
  value: unknown;
  key: string;
}

/**
 * What the platform said about values the form cannot judge alone (a nickname already used, a
 * wrong code): each refusal is kept with the value it was about, so it shows while that value
 * stays and goes the moment the player changes it. The messages are the spec's keys, which the
 * form translates under `registration.` (the sandbox answers 422 with those keys).
 */
export interface Refusals<Name extends string> {
  readonly all: ReadonlySignal<Partial<Record<Name, Refusal>>>;
  refuse(name: Name, value: unknown, key: string): void;
  /** A validator for the field: the refusal while its value is the refused one. */
  validator(name: Name): (value: unknown) => FormMessage | null;
  /**
   * Puts a 422's per-field keys (`errors: { username: ['nickname_already_used'] }`) on the form's
   * fields through `aliases` (server name → field). Answers the first field that got one.
   */
  fromError(caught: unknown, aliases: Record<string, Name>, values: Record<Name, unknown>): Name | null;
}

export function createRefusals<Name extends string>(): Refusals<Name> {
  const all = signal<Partial<Record<Name, Refusal>>>({});
  const refuse = (name: Name, value: unknown, key: string) => {
    all.value = { ...all.value, [name]: { value, key } };
  };
  return {
    all,
    refuse,
    validator: (name) => (value) => {
      const refusal = all.value[name];
      return refusal && Object.is(refusal.value, value) ? registrationMessage(refusal.key) : null;
    },
    fromError(caught, aliases, values) {
      if (!isApiError(caught) || caught.kind !== 'http' || caught.status !== 422) return null;
      let first: Name | null = null;
      const found = { ...caught.fieldErrors };
      // A duplicate answers its code; the field it names is in `errors` too, but not always.
      if (caught.code?.endsWith('_already_used') && Object.keys(found).length === 0) found[caught.code.split('_')[0]!] = [caught.code];
      for (const [serverName, keys] of Object.entries(found)) {
        const name = aliases[serverName];
        const key = keys[0];
        if (!name || !key) continue;
        refuse(name, values[name], key);
        first ??= name;
      }
      return first;
    },
  };
}

/** The platform's keys whose text goes by another name here. */
const SAME_TEXT: Record<string, string> = { required: 'registration.field_required' };

/** The spec's keys live under `registration.` in our texts; anything else is the server's own words. */
export function registrationMessage(key: string): FormMessage {
  if (!/^[a-z0-9_]+$/.test(key)) return { text: key };
  return { key: SAME_TEXT[key] ?? `registration.${key}` };
}

/**
 * A limit of the platform was reached (429): the calm "try again in N s" with the wait it asked
 * for, else null. What the player entered stays; nothing else is said.
 */
export function waitMessage(caught: unknown): FormMessage | null {
  if (!isApiError(caught) || caught.kind !== 'http' || caught.status !== 429) return null;
  const seconds = Math.max(1, Math.ceil((caught.requestedRetryAfterMs ?? 60_000) / 1000));
  // An hour's wait said in seconds reads as a countdown nobody will watch: minutes from 2 on.
  if (seconds >= 120) return { key: 'registration.try_again_in_minutes', values: { minutes: Math.ceil(seconds / 60) } };
  return { key: 'registration.try_again_in', values: { seconds } };
}

/** The platform failed (5xx) or answered what the contract cannot read: not the player's doing. */
export function serverFailed(caught: unknown): boolean {
  return isApiError(caught) && ((caught.kind === 'http' && caught.status >= 500) || caught.kind === 'contract');
}
