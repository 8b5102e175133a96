/**
 * The public contract of one custom element, written once beside its registration
 * (`casino-*.definition.ts`). `defineElement` takes the tag, shadow mode and attributes from it, so
 * the registered element and its documentation cannot disagree; `npm run generate:elements` turns
 * every definition into `custom-elements.json`, the tag-name and JSX types, the CDN entries and the
 * element reference in docs/elements/.
 *
 * This module has no imports: the generator loads definitions in Node without React or a DOM.
 */

export type AttributeType = 'string' | 'number' | 'boolean';

export interface AttributeDefinition {
  type: AttributeType;
  description: string;
  /** What the element does without the attribute, as documentation text (e.g. "`/{lang}/casino`"). */
  default?: string;
  /** The values that mean something; others are accepted and ignored. Storybook offers them as choices. */
  values?: readonly string[];
}

export interface EventDefinition {
  /** TypeScript type of `event.detail`, as source text (e.g. `'{ path: string }'`). */
  detail: string;
  /** The host may call preventDefault (all events bubble and are composed: house rule 4, docs/architecture.md). */
  cancelable?: boolean;
  description: string;
}

export interface ElementDefinition {
  tag: `${string}-${string}`;
  /** One sentence: what the element is. */
  summary: string;
  /** Markdown: behaviour, states and placement. */
  description: string;
  /** Open shadow root (isolation) rather than light DOM (password managers and autofill see inputs). */
  shadow: boolean;
  /** By camelCase prop name; the attribute is its kebab-case form (`logoSrc` ↔ `logo-src`). */
  attributes: Readonly<Record<string, AttributeDefinition>>;
  events: Readonly<Record<`casino-${string}`, EventDefinition>>;
  /** `::part()` names; a light-DOM element carries the same names as `.{tag}__{part}` classes. */
  parts: Readonly<Record<string, string>>;
  cssProperties: Readonly<Record<`--${string}`, string>>;
  /** Slot name (`''` for the default slot) → what goes there. */
  slots: Readonly<Record<string, string>>;
}

interface AttributeValue {
  string: string;
  number: number;
  boolean: boolean;
}

/** The props an element's component receives from its attributes (all optional: attributes may be absent). */
export type ElementProps<D extends Pick<ElementDefinition, 'attributes'>> = {
  [K in keyof D['attributes']]?: AttributeValue[D['attributes'][K]['type']];
};

/** `logoSrc` → `logo-src`. */
export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
