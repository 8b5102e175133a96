import r2wc from '@r2wc/react-to-web-component';
import { SDK_VERSION } from '@casino-sdk/core';
import { ownsPage } from '@casino-sdk/core/internal';
import { startTransition, useSyncExternalStore, type ComponentType } from 'react';
import { adoptDocumentStyles, adoptShadowStyles } from '../styles/adopt';
import { baseCss } from '../styles/base';
import { buttonCss } from '../button/button.styles';
import { loadingCss } from '../loading/loading.styles';
import { tokensCss } from '../styles/tokens';
import { ElementErrorBoundary } from './ElementErrorBoundary';
import { attributeFromProp, ElementProps as PropsStore, propFromAttribute } from './element-props';
import { attributeName, type AttributeType, type ElementDefinition, type ElementProps } from './element-definition';
import { HostContext } from './host';

export interface DefineElementOptions {
  /** The element's own CSS texts, adopted as constructable stylesheets. */
  styles?: readonly string[];
}

/** What a class made here remembers about itself, to tell a repeat definition from a clash. */
const DEFINITION: unique symbol = Symbol.for('casino-sdk.definition') as never;

/**
 * What r2wc's element class promises beyond HTMLElement: the custom-element lifecycle callbacks
 * that mount its React root on connect and unmount it on disconnect (decision 0009).
 */
interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

/** Each element's props, found from the `container` r2wc gives the root component. */
const propsOf = new WeakMap<Element, PropsStore>();

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

  /**
   * r2wc renders this with only its documented `container` prop (the element, or its shadow
   * root); the element's own props come from its store, so r2wc observes no attribute at all.
   */
  function ElementRoot({ container }: { container?: HTMLElement }) {
    const host = container?.nodeType === Node.DOCUMENT_FRAGMENT_NODE ? (container as unknown as ShadowRoot).host : container;
    const props = host && propsOf.get(host);
    if (!host || !props) throw new Error(`[casino-sdk] <${tag}> was rendered without its container.`);
    const values = useSyncExternalStore(props.subscribe, props.read);
    return (
      <HostContext.Provider value={host as HTMLElement}>
        <div className="casino-root">
          <ElementErrorBoundary tag={tag}>
            <Component {...(values as ElementProps<D>)} />
          </ElementErrorBoundary>
        </div>
      </HostContext.Provider>
    );
  }

  // No `props` for r2wc: its transforms parse booleans and numbers differently and ignore a removed
  // attribute, and an attribute it observes renders into a detached element. With none, r2wc renders
  // only from connectedCallback, which is what makes "mount on connect only" hold.
  const Base = r2wc(ElementRoot, { shadow: shadow ? 'open' : undefined, props: [] }) as unknown as new () => R2wcElement;

  class CasinoElement extends Base {
    static get observedAttributes(): string[] {
      return [...propByAttribute.keys()];
    }

    // ES private fields, so no prop name can collide with them.
    readonly #props = new PropsStore();
    #unmountQueued = false;

    constructor() {
      super();
      propsOf.set(this, this.#props);
    }

    override connectedCallback(): void {
      this.#upgradeProperties();
      const doc = this.ownerDocument;
      adoptDocumentStyles(doc, [tokensCss]);
      if (this.shadowRoot) adoptShadowStyles(this.shadowRoot, elementStyles);
      else adoptDocumentStyles(doc, elementStyles);
      // The first render as a transition: React renders it in slices that let the page answer input
      // between them, instead of one task as long as the whole tree (the lobby's was 90 ms on a phone).
      startTransition(() => super.connectedCallback());
    }

    /**
     * Unmounts one microtask later, and only if the element is still out of the document: a move
     * (remove + append in one task) keeps its React state, and React is never unmounted while it
     * renders (an element removed by another element's render).
     */
    override disconnectedCallback(): void {
      if (this.#unmountQueued) return;
      this.#unmountQueued = true;
      queueMicrotask(() => {
        this.#unmountQueued = false;
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    attributeChangedCallback(name: string, _oldValue: string | null, value: string | null): void {
      const prop = propByAttribute.get(name);
      if (prop) this.#props.set(prop, propFromAttribute(attributes[prop]!, value));
    }

    /**
     * A property set before the element was defined is an own property that shadows our
     * accessor; take it off and set it again through the accessor.
     */
    #upgradeProperties(): void {
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

  // Each prop is also a property; setting it reflects to the attribute, the one path into the store.
  for (const name of propNames) {
    const attribute = attributeName(name);
    const type = attributes[name]!;
    Object.defineProperty(CasinoElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return propsOf.get(this)?.read()[name];
      },
      set(this: HTMLElement, value: unknown) {
        const text = attributeFromProp(type, value);
        if (text === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, text);
      },
    });
  }

  (CasinoElement as DefinedClass)[DEFINITION] = { component: Component as ComponentType<never>, version: SDK_VERSION };
  registry.define(tag, CasinoElement);
  return CasinoElement;
}
