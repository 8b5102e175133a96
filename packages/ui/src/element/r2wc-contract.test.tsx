// @vitest-environment jsdom
import r2wc from '@r2wc/react-to-web-component';
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// defineElement relies on exactly these promises of r2wc's public API (decision 0009). If an
// upgrade breaks one, this file says which, before any element misbehaves on a page.

interface Lifecycle extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

let tagCount = 0;
const attached: HTMLElement[] = [];

function define(Component: Parameters<typeof r2wc>[0], shadow?: 'open'): string {
  const tag = `r2wc-contract-${++tagCount}`;
  customElements.define(tag, r2wc(Component, { shadow, props: [] }));
  return tag;
}

function attach(element: HTMLElement): void {
  attached.push(element);
  act(() => document.body.append(element));
}

afterEach(() => {
  act(() => attached.splice(0).forEach((element) => element.remove()));
});

describe("r2wc's public API as defineElement uses it", () => {
  it('passes the element itself as the container prop', () => {
    const seen = vi.fn();
    const tag = define(({ container }: { container?: HTMLElement }) => {
      seen(container);
      return <p>light</p>;
    });
    const element = document.createElement(tag);
    attach(element);
    expect(seen).toHaveBeenCalledWith(element);
    expect(element.textContent).toBe('light');
  });

  it('passes the open shadow root as the container prop and renders into it', () => {
    const seen = vi.fn();
    const tag = define(({ container }: { container?: HTMLElement }) => {
      seen(container);
      return <p>shadow</p>;
    }, 'open');
    const element = document.createElement(tag);
    attach(element);
    expect(element.shadowRoot).not.toBeNull();
    expect(seen).toHaveBeenCalledWith(element.shadowRoot);
    expect(element.shadowRoot?.textContent).toBe('shadow');
  });

  it('with no props observes no attribute and renders nothing before connect', () => {
    const render = vi.fn(() => <p>x</p>);
    const tag = define(render);
    expect((customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes).toEqual([]);
    const element = document.createElement(tag);
    act(() => element.setAttribute('label', 'x'));
    expect(render).not.toHaveBeenCalled();
    expect(element.innerHTML).toBe('');
  });

  it('mounts in connectedCallback and unmounts in disconnectedCallback, which a subclass can call through super', () => {
    const mounted = vi.fn();
    const unmounted = vi.fn();
    const Base = r2wc(
      () => {
        useEffect(() => {
          mounted();
          return unmounted;
        }, []);
        return <p>alive</p>;
      },
      { props: [] },
    ) as unknown as new () => Lifecycle;
    // The subclass decides when to call the base's callbacks, as defineElement does.
    class Deferred extends Base {
      override disconnectedCallback(): void {}
      unmountNow(): void {
        super.disconnectedCallback();
      }
    }
    const tag = `r2wc-contract-${++tagCount}`;
    customElements.define(tag, Deferred);
    const element = document.createElement(tag) as Deferred;
    attach(element);
    expect(mounted).toHaveBeenCalledTimes(1);

    act(() => element.remove());
    expect(unmounted).not.toHaveBeenCalled();
    act(() => element.unmountNow());
    expect(unmounted).toHaveBeenCalledTimes(1);
    expect(element.innerHTML).toBe('');

    attach(element);
    expect(mounted).toHaveBeenCalledTimes(2);
  });
});
