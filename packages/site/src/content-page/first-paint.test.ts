import { describe, expect, it } from 'vitest';
import { contentFirstPaint, leadingBlocks } from './first-paint';

describe('contentFirstPaint', () => {
  it('draws the title and the leading text as <casino-content-page> lays them out, escaped plain text', () => {
    expect(contentFirstPaint({ page: 'privacy', title: 'Privacy & you', content: '<p>We keep <a href="/x">little</a>.</p><ul><li>no</li></ul>' })).toBe(
      '<section class="page page--prose" data-first-paint="privacy"><article class="content-frame">' +
        '<h1 class="content-frame__title">Privacy &amp; you</h1><div class="content-frame__content"><p>We keep little.</p></div></article></section>',
    );
  });

  it('takes the leading paragraphs and headings only, decoded then escaped, about a screen of them', () => {
    expect(leadingBlocks('<p class="x">A &amp; <b>B</b> &lt;script&gt;</p><h2>Next</h2><ul><li>no</li></ul><p>after</p>')).toEqual([
      { tag: 'p', text: 'A & B <script>' },
      { tag: 'h2', text: 'Next' },
    ]);
    expect(contentFirstPaint({ page: 'terms', title: 'T', content: '<p>&lt;script&gt;</p>' })).toContain('<p>&lt;script&gt;</p>');
    expect(leadingBlocks('<details><summary>Q</summary></details>')).toEqual([]);
    const long = `<p>${'word '.repeat(200)}</p>`.repeat(5);
    expect(leadingBlocks(long)).toHaveLength(2);
  });
});
