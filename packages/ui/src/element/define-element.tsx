import r2wc from '@r2wc/react-to-web-component';
import { ownsPage, SDK_VERSION } from '@casino-sdk/core';
import type { ComponentType } from 'react';
import { adoptDocumentStyles, adoptShadowStyles } from '../styles/adopt';
import { baseCss } from '../styles/base';
import { buttonCss } from '../button/button.styles';
import { loadingCss } from '../loading/loading.styles';
import { tokensCss } from '../styles/tokens';
import { ElementErrorBoundary } from './ElementErrorBoundary';
import { attributeName, type AttributeType, type ElementDefinition, type ElementProps } from './element-definition';
import { HostContext } from './host';

export interface DefineElementOptions {
  /** The element's own CSS texts, adopted as constructable stylesheets. */
  styles?: readonly string[];
}

// r2wc keeps its state under these registered symbols; we reach them to fix three behaviours
// (see the class below) rather than fork the library.
const RENDER: unique symbol = Symbol.for('r2wc.render') as never;
const CONNECTED: unique symbol = Symbol.for('r2wc.connected') as never;
const CONTEXT: unique symbol = Symbol.for('r2wc.context') as never;
const PROPS: unique symbol = Symbol.for('r2wc.props') as never;
/** What a class made here remembers about itself, to tell a repeat definition from a clash. */
const DEFINITION: unique symbol = Symbol.for('casino-sdk.definition') as never;

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
  [RENDER](): void;
  [CONNECTED]: boolean;
  [CONTEXT]?: unknown;
  [PROPS]: Record<string, unknown>;
}

interface Definition {
  component: ComponentType<never>;
  version: string;
}

type DefinedClass = CustomElementConstructor & { [DEFINITION]?: Definition };

const PROP_NAME = /^[a-z][a-zA-Z0-9]*$/;

/**
 * Registers `Component` as the custom element `definition.tag`, in the definition's shadow mode.
 *
 * - the definition's attributes → props, each also a property on the element (kebab-case attributes, string/number/boolean; a present boolean attribute
 *   is true unless its value is "false"; a removed attribute removes the prop);
 * - a property set on the element before the definition ran is applied when it connects;
 * - the React root mounts on connect and unmounts on disconnect, one microtask later so a move
 *   (remove + append in the same task) keeps its state and React is never unmounted mid-render;
 * - an error boundary shows a retry panel instead of a blank element;
 * - styles are adopted as constructable stylesheets (no `<style>`, CSP-safe);
 * - defining the same tag again is a no-op; a different definition of it only warns;
 * - a copy of the SDK that is not the page's first (see `ownsPage`) defines nothing and returns
 *   undefined: its runtime already said so on the console, and the browser throws nothing.
 */
export function defineElement<D extends ElementDefinition>(
  definition: D,
  Component: ComponentType<ElementProps<D>>,
  options: DefineElementOptions = {},
): CustomElementConstructor | undefined {
  if (!ownsPage) return undefined;
  const { tag } = definition;
  const registry = globalThis.customElements;
  const existing = registry.get(tag) as DefinedClass | undefined;
  if (existing) {
    const known = existing[DEFINITION];
    if (!known || (known.component !== (Component as ComponentType<never>) && known.version !== SDK_VERSION)) {
      console.warn(`[casino-sdk] <${tag}> is already defined by something else; keeping the first definition.`);
    }
    return existing;
  }

  const attributes: Record<string, AttributeType> = Object.fromEntries(
    Object.entries(definition.attributes).map(([name, attribute]) => [name, attribute.type]),
  );
  const propNames = Object.keys(attributes);
  for (const name of propNames) {
    if (!PROP_NAME.test(name)) throw new Error(`[casino-sdk] <${tag}> attribute prop "${name}" must be camelCase letters and digits.`);
  }
  const propByAttribute = new Map(propNames.map((name) => [attributeName(name), name]));
  const shadow = definition.shadow;
  // Every element gets the base rules and what its retry panel uses (Button, Spinner); the rest of
  // the component styles it names itself, so no page pays for dialog or toast CSS it never shows.
  const elementStyles = [baseCss, buttonCss, loadingCss, ...(options.styles ?? [])];

  function ElementRoot(props: Record<string, unknown> & { container?: HTMLElement | ShadowRoot }) {
    const { container, ...rest } = props;
    const host = container && container.nodeType === 11 ? (container as ShadowRoot).host : container;
    return (
      <HostContext.Provider value={(host as HTMLElement | undefined) ?? null}>
        <div className="casino-root">
          <ElementErrorBoundary tag={tag}>
            <Component {...(rest as ElementProps<D>)} />
          </ElementErrorBoundary>
        </div>
      </HostContext.Provider>
    );
  }

  const Base = r2wc(ElementRoot, {
    shadow: shadow ? 'open' : undefined,
    props: attributes,
  }) as unknown as { new (): R2wcElement; readonly observedAttributes: string[] };

  class CasinoElement extends Base {
    constructor() {
      super();
      // r2wc starts "connected", so setting an attribute on a detached element would mount React
      // into it. Mount on connect only.
      this[CONNECTED] = false;
    }

    override connectedCallback(): void {
      this.upgradeProperties();
      const doc = this.ownerDocument;
      adoptDocumentStyles(doc, [tokensCss]);
      if (this.shadowRoot) adoptShadowStyles(this.shadowRoot, elementStyles);
      else adoptDocumentStyles(doc, elementStyles);
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      this[CONNECTED] = false;
      queueMicrotask(() => {
        if (!this.isConnected && this[CONTEXT]) super.disconnectedCallback();
      });
    }

    override attributeChangedCallback(name: string, _oldValue: string | null, value: string | null): void {
      const prop = propByAttribute.get(name);
      if (!prop) return;
      const props = this[PROPS];
      const type = attributes[prop];
      if (type === 'boolean') props[prop] = value !== null && value !== 'false';
      else if (value === null) delete props[prop];
      else if (type === 'number') {
        const number = Number(value);
        if (Number.isFinite(number)) props[prop] = number;
        else delete props[prop];
      } else props[prop] = value;
      this[RENDER]();
    }

    /**
     * A property set before the element was defined is an own property that shadows our
     * accessor; take it off and set it again through the accessor.
     */
    private upgradeProperties(): void {
      const self = this as unknown as Record<string, unknown>;
      for (const name of propNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = self[name];
          delete self[name];
          self[name] = value;
        }
      }
    }
  }

  (CasinoElement as DefinedClass)[DEFINITION] = { component: Component as ComponentType<never>, version: SDK_VERSION };
  registry.define(tag, CasinoElement);
  return CasinoElement;
}
