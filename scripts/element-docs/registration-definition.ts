import type { AttributeType, ElementDefinition } from '../../packages/ui/src/element/element-definition';

/** What `defineElement` reads of a definition: nothing else is needed on a page. */
interface Registration {
  tag: string;
  shadow: boolean;
  attributes: Record<string, { type: AttributeType }>;
}

function registration(definition: ElementDefinition): Registration {
  const attributes = Object.fromEntries(Object.entries(definition.attributes).map(([prop, attribute]) => [prop, { type: attribute.type }]));
  return { tag: definition.tag, shadow: definition.shadow, attributes };
}

/**
 * The builds (tsup's CDN bundle, the demo host's Vite build) replace every compiled
 * `*.definition.ts` module with this: the same exports holding only tag, shadow mode and attribute
 * types. The documentation text (descriptions, events, parts, CSS properties) belongs in the
 * manifest and the docs, not in every page's download. A definition module imports nothing at run
 * time, so it is evaluated as it is.
 */
export async function registrationModule(javascript: string): Promise<string> {
  const url = `data:text/javascript;base64,${Buffer.from(javascript).toString('base64')}`;
  const module = (await import(url)) as Record<string, ElementDefinition>;
  return Object.entries(module)
    .map(([name, definition]) => `export const ${name} = ${JSON.stringify(registration(definition))};\n`)
    .join('');
}
