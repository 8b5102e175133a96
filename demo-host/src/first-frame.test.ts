// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hasFirstFrame, takeFirstBanner } from './first-frame';

const frame = (section: string) => {
  const main = document.createElement('main');
  main.innerHTML = `<section class="page page--lobby" data-first-frame="${section}"><h1>Casino</h1><picture class="first-banner" slot="first-banner"><img alt=""></picture></section>`;
  return main;
};

describe('the server\'s first frame', () => {
  it('gives its picture to the lobby of the same section, once', () => {
    const main = frame('casino');
    expect(hasFirstFrame(main)).toBe(true);
    const picture = takeFirstBanner('casino', main);
    expect(picture?.getAttribute('slot')).toBe('first-banner');
    const lobby = document.createElement('casino-lobby');
    lobby.append(picture!);
    expect(takeFirstBanner('casino', main)).toBeNull();
  });

  it('keeps it from another section\'s lobby, and is absent from a page built without one', () => {
    expect(takeFirstBanner('prime', frame('casino'))).toBeNull();
    const bare = document.createElement('main');
    expect(hasFirstFrame(bare)).toBe(false);
    expect(takeFirstBanner('casino', bare)).toBeNull();
  });
});
