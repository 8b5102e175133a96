// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hasFirstPaint, showWhenDrawn, takeContentPaint, takeFirstBanner } from './first-paint';

const frame = (section: string) => {
  const main = document.createElement('main');
  main.innerHTML = `<section class="page page--lobby" data-first-paint="${section}"><h1>Casino</h1><picture class="first-banner" slot="first-banner"><img alt=""></picture></section>`;
  return main;
};

describe('the server\'s first paint', () => {
  it('gives its picture to the lobby of the same section, once', () => {
    const main = frame('casino');
    expect(hasFirstPaint(main)).toBe(true);
    const picture = takeFirstBanner('casino', main);
    expect(picture?.getAttribute('slot')).toBe('first-banner');
    const lobby = document.createElement('casino-lobby');
    lobby.append(picture!);
    expect(takeFirstBanner('casino', main)).toBeNull();
  });

  it('keeps it from another section\'s lobby, and is absent from a page built without one', () => {
    expect(takeFirstBanner('prime', frame('casino'))).toBeNull();
    const bare = document.createElement('main');
    expect(hasFirstPaint(bare)).toBe(false);
    expect(takeFirstBanner('casino', bare)).toBeNull();
  });
});

const contentFrame = (page: string) => {
  const main = document.createElement('main');
  main.innerHTML = `<section class="page page--prose" data-first-paint="${page}"><article class="content-frame"><h1>Privacy Policy</h1></article></section>`;
  return main;
};

describe('a content page\'s frame from the server', () => {
  it('goes to the page it was drawn for, once', () => {
    const main = contentFrame('privacy');
    expect(takeContentPaint('terms-and-conditions', main)).toBeNull();
    const frame = takeContentPaint('privacy', main);
    expect(frame?.className).toBe('content-frame');
    expect(takeFirstBanner('privacy', main)).toBeNull();
    document.body.append(frame!);
    frame!.remove();
    expect(takeContentPaint('privacy', main)).toBeNull();
  });

  it('stays on screen through the element\'s loading, and gives way in one step once the page is drawn', async () => {
    class FakePage extends HTMLElement {
      constructor() {
        super();
        this.attachShadow({ mode: 'open' }).innerHTML = '<div part="loading"></div>';
      }
    }
    const section = document.createElement('section');
    const frame = contentFrame('privacy').querySelector('.content-frame')!;
    const element = document.createElement('fake-page');
    section.append(frame, element);
    document.body.append(section);
    showWhenDrawn(element, frame);
    expect(element.hidden).toBe(true);
    customElements.define('fake-page', FakePage);
    await customElements.whenDefined('fake-page');
    await new Promise((resolve) => setTimeout(resolve));
    // The skeleton is no replacement for the text.
    expect([element.hidden, frame.isConnected]).toEqual([true, true]);
    element.shadowRoot!.innerHTML = '<article><h1 part="title">Privacy Policy</h1></article>';
    await new Promise((resolve) => setTimeout(resolve));
    expect([element.hidden, frame.isConnected]).toEqual([false, false]);
    section.remove();
  });
});
