import { batch, computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { errorMessageKey, isApiError } from '../client/api-error';
import type { Scheduler } from '../store/scheduler';
import type { ArrayFieldControls, ArrayItems } from './array-items';
import type { AsyncCheck, RunningCheck } from './async-check';
import { isEmpty, toMessage, type FormMessage, type Validator } from './checks';
import { browserStorage } from '../store/browser-storage';

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
  /**
   * A check that asks someone, made by `asyncCheck` (its own module: only forms that ask load it).
   */
  check?: AsyncCheck<V, Values>;
  /** An array field's rows, made by `arrayItems` (its own module, as `check`). */
  items?: ArrayItems<V, Values>;
}

export interface FormField<V = string> {
  readonly name: string;
  readonly value: ReadonlySignal<V>;
  readonly required: boolean;
  /** The player left the field with something typed in it, or tried to submit. */
  readonly touched: ReadonlySignal<boolean>;
  /** The value differs from the initial one. */
  readonly dirty: ReadonlySignal<boolean>;
  /** The first failed check now, shown or not (an item's problem included): what `valid` is made of. */
  readonly problem: ReadonlySignal<FormMessage | null>;
  /**
   * The message under the field: the server's word for it, else the problem once revealed. An
   * array field's item problems show under their items (`itemErrors`), not here.
   */
  readonly error: ReadonlySignal<FormMessage | null>;
  /** The async check of the current value is waiting for its debounce or its answer. */
  readonly pending: ReadonlySignal<boolean>;
  /** Grows each time the form asks for this field to take the keyboard; the view focuses it. */
  readonly focusRequest: ReadonlySignal<number>;
  set(value: V): void;
  /** The field lost focus. */
  blur(): void;
  /** Back to the initial value, untouched and without errors (a refused password is dropped). */
  reset(): void;
}

/** A field as the form hands it out: an array value brings the item controls. */
export type FieldOf<V> = FormField<V> & ([V] extends [readonly (infer I)[]] ? ArrayFieldControls<I> : unknown);

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
  /** The clock of the async checks' debounce: the runtime's scheduler; default setTimeout. */
  scheduler?: Pick<Scheduler, 'after'>;
}

export type SubmitOutcome<T> = { ok: true; value: T } | { ok: false; reason: 'invalid' | 'busy' };

export interface FormModel<Values> {
  readonly fields: { readonly [K in keyof Values]: FieldOf<Values[K]> };
  readonly values: ReadonlySignal<Values>;
  /** Every field passes its checks, and none is waiting for an async one. */
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
   * one is under way answers `busy` and sends nothing. Pending async checks are asked at once and
   * waited for (busy meanwhile). An invalid form reveals every problem and focuses the first field
   * that has one. Errors from `send` pass through.
   */
  submit<T>(send: (values: Values) => Promise<T>): Promise<SubmitOutcome<T>>;
  /** Every field back to its initial value, the draft forgotten. */
  reset(): void;
  /** Forget the draft (after the form went through). */
  clearDraft(): void;
  /** Stops saving the draft and the async checks. */
  dispose(): void;
}

/** A File (or files) cannot go through JSON: a chosen document is never part of the draft. */
function holdsFile(value: unknown): boolean {
  if (typeof Blob === 'undefined') return false;
  return value instanceof Blob || (Array.isArray(value) && value.some((item) => item instanceof Blob));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  // An array field gets a new array on every change: the same items are the same value.
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
}

const noCheck: RunningCheck = { pending: signal(false), problem: signal(null), settle: () => Promise.resolve() };

const timeoutScheduler: Pick<Scheduler, 'after'> = {
  after(ms, task) {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};


/**
 * One form's state without a framework: fields as signals, their checks (required, then the
 * validators from `core/rules`, then an async one), touched and dirty, the server's per-field
 * messages, the busy guard and the first-error focus. A field may hold a list of rows (array
 * fields) or a File (`fileRules`). Flows (login, registration, cashier) keep their calls and
 * outcomes; views bind fields with `@casino-sdk/ui/field`.
 */
export function createForm<Values extends object>(options: FormOptions<Values>): FormModel<Values> {
  const names = Object.keys(options.fields) as (keyof Values & string)[];
  const draftStorage = options.draft ? (options.draft.storage ?? browserStorage('sessionStorage')) : undefined;
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

  const scheduler = options.scheduler ?? timeoutScheduler;
  const stops: (() => void)[] = [];

  /** What the form does to a field and a view may not. */
  interface FieldControl {
    setServerError(message: FormMessage | null): void;
    requestFocus(): void;
    touch(): void;
    /** Asks a debounced async check now; resolves when the latest one has answered. */
    settle(): Promise<void>;
  }
  const fields = {} as { [K in keyof Values]: FieldOf<Values[K]> };
  const controls = new Map<keyof Values, FieldControl>();
  for (const name of names) {
    const { field, control } = createField(name);
    fields[name] = field;
    controls.set(name, control);
  }
  const control = (name: keyof Values) => controls.get(name)!;

  function createField<K extends keyof Values & string>(name: K): { field: FieldOf<Values[K]>; control: FieldControl } {
    type V = Values[K];
    const spec = options.fields[name];
    const value = values[name];
    const touched = signal(false);
    const serverError = signal<FormMessage | null>(null);
    const focusRequest = signal(0);
    const required = toMessage(spec.required ?? null);

    const ownProblem = computed<FormMessage | null>(() => {
      const current = value.value;
      if (required && isEmpty(current, spec.trim ?? false)) return required;
      for (const validator of spec.validators ?? []) {
        const found = toMessage(validator(current, allValues.value));
        if (found) return found;
      }
      return null;
    });
    const rows = spec.items?.({ value, values: allValues });
    const firstItemProblem = computed(() => rows?.problems.value.find((problem) => problem !== null) ?? null);
    const check = spec.check?.({
      value,
      values: allValues,
      othersPass: computed(() => ownProblem.value === null && firstItemProblem.value === null),
      empty: (current) => isEmpty(current, spec.trim ?? false),
      scheduler,
      onDispose: (stop) => stops.push(stop),
    }) ?? noCheck;
    const shown = computed(() => ownProblem.value ?? check.problem.value);
    const revealed = computed(() => (spec.revealWhen ? spec.revealWhen(value.value) : touched.value));

    const field: FormField<V> = {
      name,
      value,
      required: required !== null,
      touched,
      dirty: computed(() => !sameValue(value.value, spec.initial)),
      problem: computed(() => shown.value ?? firstItemProblem.value),
      error: computed(() => serverError.value ?? (revealed.value ? shown.value : null)),
      pending: check.pending,
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
    const withItems = rows ? Object.assign(field, rows.controls(field, revealed)) : field;
    return {
      field: withItems as FieldOf<V>,
      control: {
        setServerError: (message) => (serverError.value = message),
        requestFocus: () => focusRequest.value++,
        touch: () => (touched.value = true),
        settle: check.settle,
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
        if (options.fields[name].secret || holdsFile(values[name].value)) continue;
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

  /** Until no field waits for an async check (a value typed meanwhile starts its own). */
  async function settleChecks() {
    for (;;) {
      const waiting = names.filter((name) => fields[name].pending.value);
      if (waiting.length === 0) return;
      await Promise.all(waiting.map((name) => control(name).settle()));
    }
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
    valid: computed(() => names.every((name) => fields[name].problem.value === null && !fields[name].pending.value)),
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
      if (names.some((name) => fields[name].pending.value)) {
        busy.value = true;
        try {
          await settleChecks();
        } finally {
          busy.value = false;
        }
      }
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
      for (const stop of stops.splice(0)) stop();
    },
  };
}

/** The alert's text for a failed call: the platform's own message when it gave one, else ours. */
export function failureMessage(caught: unknown): FormMessage {
  return isApiError(caught) && caught.kind === 'http' && caught.message ? { text: caught.message } : { key: errorMessageKey(caught) };
}
