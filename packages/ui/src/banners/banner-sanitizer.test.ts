// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeBannerHtml } from './banner-sanitizer';

function html(input: string): string {
  const box = document.createElement('div');
  box.append(sanitizeBannerHtml(input, document));
  return box.innerHTML;
}

describe('sanitizeBannerHtml', () => {
  it('keeps the headline and its formatting', () => {
    expect(html('<h2>Welcome <strong>bonus</strong></h2><p>Up to €500<br>and 100 spins</p>')).toBe(
      '<h2>Welcome <strong>bonus</strong></h2><p>Up to €500<br>and 100 spins</p>',
    );
  });

  it('leaves nothing that runs, loads or links (the sandbox hostile banner)', () => {
    const out = html(
      '<h2 onclick="alert(1)" class="casino-button" style="color:red">Free money</h2><img src="x" onerror="alert(\'xss\')"><script>alert("html")</script><a href="javascript:alert(1)">Click</a><svg onload="alert(1)"></svg>',
    );
    expect(out).toBe('<h2>Free money</h2>Click');
  });
});
