import { attributeName, type ElementDefinition } from '../../packages/ui/src/element/element-definition';
import type { LoadedDefinition } from './load-definitions';
import { className } from './names';

const SCHEMA_VERSION = '2.1.0';

function declaration(definition: ElementDefinition) {
  const attributes = Object.entries(definition.attributes);
  return {
    kind: 'class',
    name: className(definition.tag),
    customElement: true,
    tagName: definition.tag,
    summary: definition.summary,
    description: definition.description,
    superclass: { name: 'HTMLElement' },
    attributes: attributes.map(([prop, attribute]) => ({
      name: attributeName(prop),
      fieldName: prop,
      type: { text: attribute.type },
      description: attribute.description,
      ...(attribute.default === undefined ? {} : { default: attribute.default }),
    })),
    // Each attribute is also a property (defineElement), so a framework can set it either way.
    members: attributes.map(([prop, attribute]) => ({
      kind: 'field',
      name: prop,
      attribute: attributeName(prop),
      type: { text: `${attribute.type} | undefined` },
      description: attribute.description,
    })),
    events: Object.entries(definition.events).map(([name, event]) => ({
      name,
      type: { text: `CustomEvent<${event.detail}>` },
      description: `${event.cancelable ? 'Cancelable. ' : ''}${event.description}`,
    })),
    cssParts: Object.entries(definition.parts).map(([name, description]) => ({ name, description })),
    cssProperties: Object.entries(definition.cssProperties).map(([name, description]) => ({ name, description })),
    slots: Object.entries(definition.slots).map(([name, description]) => ({ name, description })),
  };
}

/**
 * `custom-elements.json` (Custom Elements Manifest, schema 2.x): one module per CDN entry, since
 * importing that file is what defines the element.
 */
export function renderManifest(loaded: readonly LoadedDefinition[]): string {
  const manifest = {
    schemaVersion: SCHEMA_VERSION,
    readme: 'README.md',
    modules: loaded.map(({ definition, entry }) => ({
      kind: 'javascript-module',
      path: entry,
      declarations: [declaration(definition)],
      exports: [
        {
          kind: 'custom-element-definition',
          name: definition.tag,
          declaration: { name: className(definition.tag), module: entry },
        },
      ],
    })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
