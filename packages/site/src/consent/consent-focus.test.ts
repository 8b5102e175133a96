// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { deepActiveElement, focusAfterPanel } from './consent-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

function button(parent: ParentNode & Node = document.body, text = 'Cookie settings'): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = text;
  parent.appendChild(element);
  return element;
}

describe('focus after the cookie panel closes', () => {
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
    expect(focusAfterPanel(document, opener)).toBe('opener');
    expect(deepActiveElement()).toBe(opener);
  });

  it('goes to <main> when there is no opener, lending it tabindex=-1 while focused', () => {
    const main = document.createElement('main');
    document.body.append(main);
    const inPanel = button();
    inPanel.focus();
    expect(focusAfterPanel(document, null)).toBe('main');
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
    focusAfterPanel(document, null);
    other.focus();
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('uses <main> when the opener has left the page or cannot take focus', () => {
    const main = document.createElement('main');
    document.body.append(main);
    const gone = document.createElement('button');
    expect(focusAfterPanel(document, gone)).toBe('main');
    const disabled = button();
    disabled.disabled = true;
    expect(focusAfterPanel(document, disabled)).toBe('main');
  });

  it('releases focus to <body> on a page without a main landmark', () => {
    const inPanel = button();
    inPanel.focus();
    expect(focusAfterPanel(document, null)).toBe('body');
    expect(document.activeElement).toBe(document.body);
  });
});
