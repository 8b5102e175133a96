// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from './define-element';
import type { AttributeType, ElementDefinition } from './element-definition';
import { useHost } from './host';

let tagCount = 0;
const uniqueTag = (name: string) => `test-${name}-${++tagCount}`;
const attached: HTMLElement[] = [];

/** A definition with only what registration reads: tag, shadow mode and attribute types. */
function definition(tag: string, attributes: Record<string, AttributeType> = {}, shadow = false): ElementDefinition {
  return {
    tag: tag as ElementDefinition['tag'],
    summary: '',
    description: '',
    shadow,
    attributes: Object.fromEntries(Object.entries(attributes).map(([name, type]) => [name, { type, description: '' }])),
    events: {},
    parts: {},
    cssProperties: {},
    slots: {},
  };
}

function attach<T extends HTMLElement>(element: T): T {
  attached.push(element);
  act(() => {
    document.body.append(element);
  });
  return element;
}

/** Disconnect unmounts one microtask later: let it run inside act. */
async function flushMicrotasks() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

afterEach(async () => {
  act(() => {
    for (const element of attached.splice(0)) element.remove();
  });
  await flushMicrotasks();
  vi.restoreAllMocks();
});

interface ShowProps {
  label?: string;
  count?: number;
  enabled?: boolean;
  maxItems?: number;
}

function Show({ label, count, enabled, maxItems }: ShowProps) {
  return (
    <output>
      {String(label)}|{String(count)}|{String(enabled)}|{String(maxItems)}
    </output>
  );
}

describe('defineElement', () => {
  it('maps kebab-case attributes to typed props and follows changes', () => {
    const tag = uniqueTag('attrs');
    defineElement(definition(tag, { label: 'string', count: 'number', enabled: 'boolean', maxItems: 'number' }), Show);
    const element = document.createElement(tag);
    element.setAttribute('label', 'hello');
    element.setAttribute('count', '3');
    element.setAttribute('enabled', '');
    element.setAttribute('max-items', '12');
    attach(element);
    expect(element.querySelector('output')?.textContent).toBe('hello|3|true|12');

    act(() => {
      element.setAttribute('label', 'world');
      element.setAttribute('enabled', 'false');
      element.removeAttribute('count');
    });
    expect(element.querySelector('output')?.textContent).toBe('world|undefined|false|12');

    act(() => {
      element.removeAttribute('enabled');
      (element as unknown as ShowProps).maxItems = 20;
    });
    expect(element.getAttribute('max-items')).toBe('20');
    expect(element.querySelector('output')?.textContent).toBe('world|undefined|false|20');
  });

  it('gives no prop for a number attribute that is not a number', () => {
    const tag = uniqueTag('nan');
    defineElement(definition(tag, { count: 'number' }), Show);
    const element = document.createElement(tag);
    element.setAttribute('count', 'many');
    attach(element);
    expect(element.querySelector('output')?.textContent).toBe('undefined|undefined|undefined|undefined');
    expect((element as unknown as ShowProps).count).toBeUndefined();
  });

  it('reflects a boolean property as a present or absent attribute', () => {
    const tag = uniqueTag('bool');
    defineElement(definition(tag, { enabled: 'boolean' }), Show);
    const element = attach(document.createElement(tag)) as HTMLElement & ShowProps;
    act(() => {
      element.enabled = true;
    });
    expect(element.getAttribute('enabled')).toBe('');
    expect(element.querySelector('output')?.textContent).toContain('|true|');
    act(() => {
      element.enabled = false;
    });
    expect(element.hasAttribute('enabled')).toBe(false);
    expect(element.enabled).toBe(false);
    expect(element.querySelector('output')?.textContent).toContain('|false|');
  });

  it('re-renders only for an attribute it maps', () => {
    const tag = uniqueTag('unmapped');
    const renders = vi.fn();
    function Count({ label }: ShowProps) {
      renders();
      return <p>{label}</p>;
    }
    defineElement(definition(tag, { label: 'string' }), Count);
    const element = attach(document.createElement(tag));
    const before = renders.mock.calls.length;
    act(() => element.setAttribute('title', 'not a prop'));
    expect(renders).toHaveBeenCalledTimes(before);
    act(() => element.setAttribute('label', 'a prop'));
    expect(renders.mock.calls.length).toBeGreaterThan(before);
  });

  it('does not mount while detached, even when an attribute is set', () => {
    const tag = uniqueTag('detached');
    defineElement(definition(tag, { label: 'string' }), Show);
    const element = document.createElement(tag);
    act(() => element.setAttribute('label', 'x'));
    expect(element.innerHTML).toBe('');
    attach(element);
    expect(element.textContent).toContain('x|');
  });

  it('applies a property set before the element was defined', () => {
    const tag = uniqueTag('upgrade');
    const element = document.createElement(tag) as HTMLElement & ShowProps;
    element.label = 'early';
    element.count = 7;
    attach(element);
    act(() => {
      defineElement(definition(tag, { label: 'string', count: 'number' }), Show);
    });
    expect(element.querySelector('output')?.textContent).toBe('early|7|undefined|undefined');
    expect(Object.prototype.hasOwnProperty.call(element, 'label')).toBe(false);
    act(() => {
      element.label = 'later';
    });
    expect(element.querySelector('output')?.textContent).toContain('later|7');
  });

  it('unmounts on disconnect and mounts again when re-attached', async () => {
    const tag = uniqueTag('lifecycle');
    const mounted = vi.fn();
    const unmounted = vi.fn();
    function Life() {
      useEffect(() => {
        mounted();
        return unmounted;
      }, []);
      return <p>alive</p>;
    }
    defineElement(definition(tag), Life);
    const element = attach(document.createElement(tag));
    expect(element.textContent).toBe('alive');
    expect(mounted).toHaveBeenCalledTimes(1);

    act(() => element.remove());
    await flushMicrotasks();
    expect(unmounted).toHaveBeenCalledTimes(1);
    expect(element.innerHTML).toBe('');

    attach(element);
    expect(element.textContent).toBe('alive');
    expect(mounted).toHaveBeenCalledTimes(2);
  });

  it('keeps the React tree when the element is only moved', async () => {
    const tag = uniqueTag('move');
    const unmounted = vi.fn();
    function Life() {
      useEffect(() => unmounted, []);
      return <p>kept</p>;
    }
    defineElement(definition(tag), Life);
    const element = attach(document.createElement(tag));
    const other = attach(document.createElement('div'));
    act(() => other.append(element));
    await flushMicrotasks();
    expect(unmounted).not.toHaveBeenCalled();
    expect(element.textContent).toBe('kept');
  });

  it('unmounts once when removed, re-added and removed again in one task, and mounts again later', async () => {
    const tag = uniqueTag('bounce');
    const mounted = vi.fn();
    const unmounted = vi.fn();
    function Life() {
      useEffect(() => {
        mounted();
        return unmounted;
      }, []);
      return <p>bounced</p>;
    }
    defineElement(definition(tag), Life);
    const element = attach(document.createElement(tag));
    act(() => {
      element.remove();
      document.body.append(element);
      element.remove();
    });
    await flushMicrotasks();
    expect(unmounted).toHaveBeenCalledTimes(1);
    attach(element);
    expect(mounted).toHaveBeenCalledTimes(2);
    expect(element.textContent).toBe('bounced');
  });

  it('shows a retry panel when the component throws, and Retry renders it again', async () => {
    const tag = uniqueTag('boom');
    let fail = true;
    function Fragile() {
      if (fail) throw new Error('boom');
      return <p>recovered</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    defineElement(definition(tag), Fragile);
    const element = attach(document.createElement(tag));
    const alert = element.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('This part of the page could not be shown.');
    const retry = [...element.querySelectorAll('button')].find((button) => button.textContent === 'Try again');
    expect(retry).toBeDefined();

    fail = false;
    act(() => retry!.click());
    expect(element.querySelector('[role="alert"]')).toBeNull();
    expect(element.textContent).toBe('recovered');
  });

  it('gives the component its host element, in light and shadow DOM', () => {
    const seen: HTMLElement[] = [];
    function Who() {
      seen.push(useHost());
      return <span>me</span>;
    }
    const light = uniqueTag('light');
    const shadow = uniqueTag('shadow');
    defineElement(definition(light), Who);
    defineElement(definition(shadow, {}, true), Who);
    const a = attach(document.createElement(light));
    const b = attach(document.createElement(shadow));
    expect(seen).toContain(a);
    expect(seen).toContain(b);
    expect(b.shadowRoot?.textContent).toBe('me');
    expect(b.textContent).toBe('');
  });

  it('creates no <style> tag and no style attribute', () => {
    const tag = uniqueTag('styled');
    defineElement(definition(tag, { label: 'string' }), Show, { styles: ['.x { color: red; }'] });
    const element = document.createElement(tag);
    element.setAttribute('label', 'styled');
    attach(element);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('adopts styles once per document inside @layer casino, and into shadow roots', () => {
    const docSheets: CSSStyleSheet[] = [];
    Object.defineProperty(document, 'adoptedStyleSheets', {
      configurable: true,
      get: () => [...docSheets],
      set: (sheets: CSSStyleSheet[]) => docSheets.splice(0, docSheets.length, ...sheets),
    });
    const shadowSheets = new WeakMap<ShadowRoot, CSSStyleSheet[]>();
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
      configurable: true,
      get(this: ShadowRoot) {
        return shadowSheets.get(this) ?? [];
      },
      set(this: ShadowRoot, sheets: CSSStyleSheet[]) {
        shadowSheets.set(this, sheets);
      },
    });
    try {
      const light = uniqueTag('adopt-light');
      const css = `.adopt-test-${tagCount} { color: red; }`;
      defineElement(definition(light), Show, { styles: [css] });
      attach(document.createElement(light));
      const count = docSheets.length;
      expect(count).toBeGreaterThan(1);
      attach(document.createElement(light));
      expect(docSheets).toHaveLength(count);
      const texts = docSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'));
      expect(texts.some((text) => text.includes('@layer casino') && text.includes(`adopt-test-${tagCount}`))).toBe(true);
      expect(texts.some((text) => text.includes('--casino-color-primary'))).toBe(true);

      const shadow = uniqueTag('adopt-shadow');
      defineElement(definition(shadow, {}, true), Show, { styles: [':host { display: block; }'] });
      const element = attach(document.createElement(shadow));
      const own = shadowSheets.get(element.shadowRoot!) ?? [];
      expect(own.length).toBeGreaterThan(1);
      expect(own.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(':host')))).toBe(true);
      expect(document.querySelectorAll('style')).toHaveLength(0);
    } finally {
      delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
      delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    }
  });

  it('is a no-op for a tag defined again, and warns only for a different definition', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = uniqueTag('again');
    const first = defineElement(definition(tag), Show);
    expect(defineElement(definition(tag), Show)).toBe(first);
    expect(warn).not.toHaveBeenCalled();

    const foreign = uniqueTag('foreign');
    customElements.define(foreign, class extends HTMLElement {});
    defineElement(definition(foreign), Show);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
