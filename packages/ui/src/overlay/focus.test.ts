// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { deepActiveElement, restoreFocus, tabbableIn, wrapTab } from './focus';

afterEach(() => {
  document.body.innerHTML = '';
});

function button(parent: ParentNode & Node = document.body, text = 'Cookie settings'): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = text;
  parent.appendChild(element);
  return element;
}

describe('overlay focus', () => {
  it('finds the focused element inside shadow roots', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = button(host.attachShadow({ mode: 'open' }));
    inner.focus();
    expect(document.activeElement).toBe(host);
    expect(deepActiveElement()).toBe(inner);
  });

  it('goes back to the control that reopened the panel, even inside a shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host, document.createElement('main'));
    const opener = button(host.attachShadow({ mode: 'open' }));
    button().focus();
    expect(restoreFocus(document, opener)).toBe('opener');
    expect(deepActiveElement()).toBe(opener);
  });

  it('goes to <main> when there is no opener, lending it tabindex=-1 while focused', () => {
    const main = document.createElement('main');
    document.body.append(main);
    const inPanel = button();
    inPanel.focus();
    expect(restoreFocus(document, null)).toBe('main');
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    inPanel.focus();
    expect(main.hasAttribute('tabindex')).toBe(false);
  });

  it("keeps the host page's own tabindex on <main>", () => {
    const main = document.createElement('main');
    main.setAttribute('tabindex', '-1');
    document.body.append(main);
    const other = button();
    restoreFocus(document, null);
    other.focus();
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('uses <main> when the opener has left the page or cannot take focus', () => {
    const main = document.createElement('main');
    document.body.append(main);
    const gone = document.createElement('button');
    expect(restoreFocus(document, gone)).toBe('main');
    const disabled = button();
    disabled.disabled = true;
    expect(restoreFocus(document, disabled)).toBe('main');
  });

  it('releases focus to <body> on a page without a main landmark', () => {
    const inPanel = button();
    inPanel.focus();
    expect(restoreFocus(document, null)).toBe('body');
    expect(document.activeElement).toBe(document.body);
  });
});

describe('what Tab reaches inside an overlay', () => {
  function panel() {
    const container = document.createElement('div');
    document.body.append(container);
    const first = button(container, 'First');
    const hiddenGroup = document.createElement('div');
    hiddenGroup.hidden = true;
    button(hiddenGroup, 'Hidden');
    const inertGroup = document.createElement('div');
    inertGroup.setAttribute('inert', '');
    button(inertGroup, 'Inert');
    const widget = document.createElement('div');
    container.append(hiddenGroup, inertGroup, widget);
    const inShadow = button(widget.attachShadow({ mode: 'open' }), 'In a shadow root');
    const last = button(container, 'Last');
    return { container, first, inShadow, last };
  }

  it('looks into open shadow roots and skips hidden and inert parts', () => {
    const { container, first, inShadow, last } = panel();
    expect(tabbableIn(container)).toEqual([first, inShadow, last]);
  });

  it('wraps Tab from the last to the first and Shift+Tab from the first to the last', () => {
    const { container, first, last } = panel();
    last.focus();
    const forward = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    wrapTab(container, forward);
    expect(forward.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);

    const back = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, cancelable: true });
    wrapTab(container, back);
    expect(document.activeElement).toBe(last);

    // In the middle the browser moves focus.
    first.focus();
    const middle = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    wrapTab(container, middle);
    expect(middle.defaultPrevented).toBe(false);
  });
});
