import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { toMessage, type FormMessage, type Validator } from './checks';
import type { FormField } from './form-model';

type ItemOf<V> = [V] extends [readonly (infer I)[]] ? I : never;

/** What an array field (repeated rows: the source-of-wealth questionnaire) adds to a field. */
export interface ArrayFieldControls<I> {
  /** One stable key per item that moves with it: the rows' React `key`. */
  readonly keys: ReadonlySignal<readonly number[]>;
  /** Each item's first failed check now. */
  readonly itemProblems: ReadonlySignal<readonly (FormMessage | null)[]>;
  /** Each item's problem once the field is revealed (touched, or a submit was tried). */
  readonly itemErrors: ReadonlySignal<readonly (FormMessage | null)[]>;
  add(item: I): void;
  setItem(index: number, item: I): void;
  remove(index: number): void;
  /** Takes the item at `from` out and puts it in at `to`. */
  move(from: number, to: number): void;
}

export interface ArrayRows<V> {
  /** Each item's first failed check now. */
  readonly problems: ReadonlySignal<readonly (FormMessage | null)[]>;
  /** Wraps the field's `set` and `reset` so the keys follow, and answers the item controls. */
  controls(field: FormField<V>, revealed: ReadonlySignal<boolean>): ArrayFieldControls<ItemOf<V>>;
}

export type ArrayItems<V, Values> = (context: { value: ReadonlySignal<V>; values: ReadonlySignal<Values> }) => ArrayRows<V>;

/**
 * An array field's `items`: each row checked by `validators` (the first problem of a row is that
 * row's error), with add, change, remove and move keeping one stable key per row.
 */
export function arrayItems<V extends readonly unknown[], Values = Record<string, unknown>>(validators: readonly Validator<ItemOf<V>, Values>[] = []): ArrayItems<V, Values> {
  return ({ value, values }) => {
    const problems = computed<readonly (FormMessage | null)[]>(() =>
      value.value.map((item) => {
        for (const validator of validators) {
          const found = toMessage(validator(item as ItemOf<V>, values.value));
          if (found) return found;
        }
        return null;
      }),
    );
    return {
      problems,
      controls(field, revealed) {
        type I = ItemOf<V>;
        let nextKey = 0;
        const newKeys = (count: number) => Array.from({ length: count }, () => nextKey++);
        const items = () => field.value.value as readonly I[];
        const keys = signal<readonly number[]>(newKeys(items().length));
        const baseSet = field.set;
        const baseReset = field.reset;
        const write = (next: I[], nextKeys: readonly number[]) =>
          batch(() => {
            keys.value = nextKeys;
            baseSet(next as unknown as V);
          });
        // A whole new list keeps the keys of the rows it still has, by position.
        field.set = (next) => {
          const kept = keys.value.slice(0, next.length);
          write([...(next as readonly I[])], [...kept, ...newKeys(next.length - kept.length)]);
        };
        field.reset = () =>
          batch(() => {
            baseReset();
            keys.value = newKeys(items().length);
          });
        return {
          keys,
          itemProblems: problems,
          itemErrors: computed(() => (revealed.value ? problems.value : problems.value.map(() => null))),
          add: (item) => write([...items(), item], [...keys.value, ...newKeys(1)]),
          setItem: (index, item) => write(items().map((old, at) => (at === index ? item : old)), keys.value),
          remove: (index) =>
            write(
              items().filter((_, at) => at !== index),
              keys.value.filter((_, at) => at !== index),
            ),
          move(from, to) {
            const next = [...items()];
            const nextKeys = [...keys.value];
            next.splice(to, 0, ...next.splice(from, 1));
            nextKeys.splice(to, 0, ...nextKeys.splice(from, 1));
            write(next, nextKeys);
          },
        };
      },
    };
  };
}
