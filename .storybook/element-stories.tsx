import { attributeName, type ElementDefinition } from '@casino-sdk/ui';
import type { ArgTypes, Parameters } from '@storybook/react-vite';
import { createElement, useEffect, type ReactElement, type ReactNode } from 'react';
import type { CasinoStoryParameters } from './platform';
import { desktop } from './viewports';

/** A story's args: the element's attributes by prop name, and the fixture `state` when it has states. */
export interface ElementArgs {
  [prop: string]: string | number | boolean | undefined;
  state?: string;
}

export interface ElementMetaOptions {
  /**
   * Fixture states a designer switches with the `state` control (visitor / player, loading / error):
   * each is merged over the story's `parameters.casino` by the preview's loader.
   */
  states?: Record<string, CasinoStoryParameters>;
}

function attributeControl(type: string, values: readonly string[] | undefined): ArgTypes[string]['control'] {
  if (values) return 'select';
  return type === 'boolean' ? 'boolean' : type === 'number' ? 'number' : 'text';
}

/**
 * The element's public contract as Storybook argTypes: attributes with controls, then events,
 * parts, CSS custom properties and slots as documentation rows (the docs page's table).
 */
export function elementArgTypes(definition: ElementDefinition, states?: Record<string, unknown>): ArgTypes {
  const argTypes: ArgTypes = {};
  for (const [prop, attribute] of Object.entries(definition.attributes)) {
    argTypes[prop] = {
      name: attributeName(prop),
      description: attribute.description,
      control: attributeControl(attribute.type, attribute.values),
      ...(attribute.values ? { options: [...attribute.values] } : {}),
      table: {
        category: 'attributes',
        type: { summary: attribute.type },
        ...(attribute.default ? { defaultValue: { summary: attribute.default } } : {}),
      },
    };
  }
  if (states) {
    argTypes.state = {
      name: 'state',
      description: 'Story fixture, not an attribute: what the platform answers and whether a player is signed in.',
      control: 'inline-radio',
      options: Object.keys(states),
      table: { category: 'story' },
    };
  }
  const rows = (category: string, entries: [string, string, string?][]) => {
    for (const [name, description, type] of entries) {
      argTypes[`${category}:${name}`] = { name, description, control: false, table: { category, ...(type ? { type: { summary: type } } : {}) } };
    }
  };
  rows(
    'events',
    Object.entries(definition.events).map(([name, event]) => [name, `${event.cancelable ? 'Cancelable. ' : ''}${event.description}`, `CustomEvent<${event.detail}>`]),
  );
  rows('parts', Object.entries(definition.parts));
  rows('css custom properties', Object.entries(definition.cssProperties));
  rows('slots', Object.entries(definition.slots));
  return argTypes;
}

/**
 * What every element's story file spreads into its meta: the definition (for the docs page, see
 * ElementDocsPage), controls and the desktop viewport.
 * The meta also says `tags: ['autodocs']` itself: Storybook's indexer reads tags from the source, so
 * a spread one would give no docs page.
 */
export function elementMeta(definition: ElementDefinition, options: ElementMetaOptions = {}) {
  const parameters: Parameters = {
    element: definition,
    ...(options.states ? { casinoStates: options.states } : {}),
  };
  return {
    argTypes: elementArgTypes(definition, options.states),
    parameters,
    globals: { ...desktop },
  };
}

/** The element with its attribute args as attributes (kebab-case; a false boolean is left out). */
export function renderElement(definition: ElementDefinition, args: ElementArgs): ReactElement {
  const attributes: Record<string, unknown> = {};
  for (const prop of Object.keys(definition.attributes)) {
    const value = args[prop];
    if (value === undefined || value === false || value === '') continue;
    attributes[attributeName(prop)] = value;
  }
  return createElement(definition.tag, attributes);
}

/** Takes every `casino-navigate`, as a host router would, so a story never leaves its frame. */
export function StayOnPage({ children }: { children: ReactNode }) {
  useEffect(() => {
    const take = (event: Event) => event.preventDefault();
    document.addEventListener('casino-navigate', take);
    return () => document.removeEventListener('casino-navigate', take);
  }, []);
  return <>{children}</>;
}
