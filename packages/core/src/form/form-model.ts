import { batch, computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { errorMessageKey, isApiError } from '../client/api-error';

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

export interface FieldOptions<V, Values = Record<string, unknown>> {
  initial: V;
  /** The message (or its key) when the field is empty; leave out for an optional field. */
  required?: FormMessage | string;
  /** For `required`: whitespace alone counts as empty (a username, not a password). */
  trim?: boolean;
  /** Checked in order after `required`; the first problem is the field's. */
  validators?: readonly Validator<V, Values>[];
  /** Never written to the draft: passwords, codes, card numbers. */
  secret?: boolean;
  /**
   * When the field's own problem shows. Default: once touched (left after typing) or after a
   * submit attempt. A confirmation says so from its fifth character instead (spec §9).
   */
  revealWhen?: (value: V) => boolean;
}

export interface FormField<V = string> {
  readonly name: string;
  readonly value: ReadonlySignal<V>;
  readonly required: boolean;
  /** The player left the field with something typed in it, or tried to submit. */
  readonly touched: ReadonlySignal<boolean>;
  /** The value differs from the initial one. */
  readonly dirty: ReadonlySignal<boolean>;
  /** The first failed check now, shown or not: what `valid` is made of. */
  readonly problem: ReadonlySignal<FormMessage | null>;
  /** The message under the field: the server's word for it, else the problem once revealed. */
  readonly error: ReadonlySignal<FormMessage | null>;
  /** Grows each time the form asks for this field to take the keyboard; the view focuses it. */
  readonly focusRequest: ReadonlySignal<number>;
  set(value: V): void;
  /** The field lost focus. */
  blur(): void;
  /** Back to the initial value, untouched and without errors (a refused password is dropped). */
  reset(): void;
}

type FieldsOf<Values> = { [K in keyof Values]: FieldOptions<Values[K], Values> };

export interface DraftOptions {
  /** sessionStorage key. */
  key: string;
  /** Default: the tab's sessionStorage (when there is one). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

export interface FormOptions<Values> {
  fields: FieldsOf<Values>;
  /** Keep what was typed (never the secret fields) for this tab, so a reload loses nothing. */
  draft?: DraftOptions;
}

export type SubmitOutcome<T> = { ok: true; value: T } | { ok: false; reason: 'invalid' | 'busy' };

export interface FormModel<Values> {
  readonly fields: { readonly [K in keyof Values]: FormField<Values[K]> };
  readonly values: ReadonlySignal<Values>;
  /** Every field passes its checks. */
  readonly valid: ReadonlySignal<boolean>;
  /** A submit is under way: the busy guard. */
  readonly busy: ReadonlySignal<boolean>;
  /** A submit was tried since the last reset. */
  readonly submitted: ReadonlySignal<boolean>;
  /** The alert above the form, set by the flow that sends it; cleared when a submit starts. */
  readonly error: ReadonlySignal<FormMessage | null>;
  setError(message: FormMessage | null): void;
  /**
   * Puts the server's per-field messages (ApiError `fieldErrors`) under the fields they name;
   * each goes when its field changes. `aliases` maps a server name to a field name. Answers
   * whether any field got one.
   */
  applyServerErrors(errors: Record<string, readonly string[]>, aliases?: Record<string, keyof Values>): boolean;
  /** Asks the view to move the keyboard to this field. */
  focus(name: keyof Values): void;
  /**
   * Checks every field, then runs `send` with the values, one at a time: a second submit while
   * one is under way answers `busy` and sends nothing. An invalid form reveals every problem and
   * focuses the first field that has one. Errors from `send` pass through.
   */
  submit<T>(send: (values: Values) => Promise<T>): Promise<SubmitOutcome<T>>;
  /** Every field back to its initial value, the draft forgotten. */
  reset(): void;
  /** Forget the draft (after the form went through). */
  clearDraft(): void;
  /** Stops saving the draft. */
  dispose(): void;
}

function toMessage(problem: FormMessage | string | null | undefined): FormMessage | null {
  if (!problem) return null;
  return typeof problem === 'string' ? { key: problem } : problem;
}

function isEmpty(value: unknown, trim: boolean): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return (trim ? value.trim() : value) === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function defaultStorage(): DraftOptions['storage'] {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage refused (a sandboxed frame, privacy settings): no draft, nothing else changes.
    return undefined;
  }
}

/**
 * One form's state without a framework: fields as signals, their checks (required, then the
 * validators from `core/rules`), touched and dirty, the server's per-field messages, the busy
 * guard and the first-error focus. Flows (login, registration, cashier) keep their calls and
 * outcomes; views bind fields with `@casino-sdk/ui/field`.
 */
export function createForm<Values extends object>(options: FormOptions<Values>): FormModel<Values> {
  const names = Object.keys(options.fields) as (keyof Values & string)[];
  const draftStorage = options.draft ? (options.draft.storage ?? defaultStorage()) : undefined;
  const saved = readDraft();

  const busy = signal(false);
  const submitted = signal(false);
  const error = signal<FormMessage | null>(null);
  const values = {} as { [K in keyof Values]: Signal<Values[K]> };
  for (const name of names) {
    const spec = options.fields[name];
    const restored = !spec.secret && saved && name in saved ? (saved[name] as Values[typeof name]) : spec.initial;
    values[name] = signal<Values[typeof name]>(restored);
  }
  const allValues = computed(() => {
    const out = {} as Values;
    for (const name of names) out[name] = values[name].value;
    return out;
  });

  /** What the form does to a field and a view may not. */
  interface FieldControl {
    setServerError(message: FormMessage | null): void;
    requestFocus(): void;
    touch(): void;
  }
  const fields = {} as { [K in keyof Values]: FormField<Values[K]> };
  const controls = new Map<keyof Values, FieldControl>();
  for (const name of names) {
    const { field, control } = createField(name);
    fields[name] = field;
    controls.set(name, control);
  }
  const control = (name: keyof Values) => controls.get(name)!;

  function createField<K extends keyof Values & string>(name: K): { field: FormField<Values[K]>; control: FieldControl } {
    const spec = options.fields[name];
    const value = values[name];
    const touched = signal(false);
    const serverError = signal<FormMessage | null>(null);
    const focusRequest = signal(0);
    const required = toMessage(spec.required ?? null);

    const problem = computed<FormMessage | null>(() => {
      const current = value.value;
      if (required && isEmpty(current, spec.trim ?? false)) return required;
      for (const validator of spec.validators ?? []) {
        const found = toMessage(validator(current, allValues.value));
        if (found) return found;
      }
      return null;
    });
    const revealed = computed(() => (spec.revealWhen ? spec.revealWhen(value.value) : touched.value));

    const field: FormField<Values[K]> = {
      name,
      value,
      required: required !== null,
      touched,
      dirty: computed(() => !Object.is(value.value, spec.initial)),
      problem,
      error: computed(() => serverError.value ?? (revealed.value ? problem.value : null)),
      focusRequest,
      set(next) {
        batch(() => {
          value.value = next;
          // The server spoke of the old value.
          serverError.value = null;
        });
      },
      blur() {
        // Passing through an empty field is not a mistake yet.
        if (!isEmpty(value.value, false)) touched.value = true;
      },
      reset() {
        batch(() => {
          value.value = spec.initial;
          touched.value = false;
          serverError.value = null;
        });
      },
    };
    return {
      field,
      control: {
        setServerError: (message) => (serverError.value = message),
        requestFocus: () => focusRequest.value++,
        touch: () => (touched.value = true),
      },
    };
  }

  function readDraft(): Partial<Record<string, unknown>> | null {
    if (!options.draft || !draftStorage) return null;
    try {
      const raw = draftStorage.getItem(options.draft.key);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  let stopDraft: (() => void) | null = null;
  if (options.draft && draftStorage) {
    const { key } = options.draft;
    const storage = draftStorage;
    stopDraft = effect(() => {
      const kept: Record<string, unknown> = {};
      let any = false;
      for (const name of names) {
        if (options.fields[name].secret) continue;
        kept[name] = values[name].value;
        if (fields[name].dirty.value) any = true;
      }
      try {
        if (any) storage.setItem(key, JSON.stringify(kept));
        else storage.removeItem(key);
      } catch {
        // Full or refused storage: the draft is a convenience, the form goes on without it.
      }
    });
  }

  function clearDraft() {
    if (!options.draft || !draftStorage) return;
    try {
      draftStorage.removeItem(options.draft.key);
    } catch {
      // As above.
    }
  }

  return {
    fields,
    values: allValues,
    valid: computed(() => names.every((name) => fields[name].problem.value === null)),
    busy,
    submitted,
    error,
    setError(message) {
      error.value = message;
    },

    applyServerErrors(errors, aliases = {}) {
      let any = false;
      batch(() => {
        for (const [serverName, messages] of Object.entries(errors)) {
          const name = (aliases[serverName] ?? serverName) as keyof Values;
          const text = messages[0];
          if (!text || !names.includes(name as keyof Values & string)) continue;
          control(name).setServerError({ text });
          any = true;
        }
      });
      return any;
    },

    focus(name) {
      control(name).requestFocus();
    },

    async submit(send) {
      if (busy.value) return { ok: false, reason: 'busy' };
      const firstProblem = names.find((name) => fields[name].problem.value !== null);
      batch(() => {
        submitted.value = true;
        error.value = null;
        for (const name of names) control(name).setServerError(null);
        // Every problem shows now, each until its field is right.
        if (firstProblem !== undefined) for (const name of names) control(name).touch();
      });
      if (firstProblem !== undefined) {
        control(firstProblem).requestFocus();
        return { ok: false, reason: 'invalid' };
      }
      busy.value = true;
      try {
        return { ok: true, value: await send(allValues.value) };
      } finally {
        busy.value = false;
      }
    },

    reset() {
      batch(() => {
        for (const name of names) fields[name].reset();
        submitted.value = false;
        error.value = null;
      });
      clearDraft();
    },

    clearDraft,

    dispose() {
      stopDraft?.();
      stopDraft = null;
    },
  };
}

/** The alert's text for a failed call: the platform's own message when it gave one, else ours. */
export function failureMessage(caught: unknown): FormMessage {
  return isApiError(caught) && caught.kind === 'http' && caught.message ? { text: caught.message } : { key: errorMessageKey(caught) };
}
