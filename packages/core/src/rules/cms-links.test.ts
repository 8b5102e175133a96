import { describe, expect, it } from 'vitest';
import { classifyCmsLink, isSafeImageUrl } from './cms-links';

describe('classifyCmsLink', () => {
  it('sorts the links CMS pages carry', () => {
    expect(classifyCmsLink('https://www.mga.org.mt', 'en')).toEqual({ kind: 'external', href: 'https://www.mga.org.mt/' });
    expect(classifyCmsLink('HTTP://example.com/a?b=1', 'en')).toEqual({ kind: 'external', href: 'http://example.com/a?b=1' });
    expect(classifyCmsLink('mailto:support@casino.example', 'en')).toEqual({ kind: 'contact', href: 'mailto:support@casino.example' });
    expect(classifyCmsLink('tel:+35620990000', 'en')).toEqual({ kind: 'contact', href: 'tel:+35620990000' });
    expect(classifyCmsLink('#deposits', 'en')).toEqual({ kind: 'fragment', href: '#deposits' });
  });

  it('prefixes the site’s own paths with the language, unless they name one', () => {
    expect(classifyCmsLink('/privacy', 'de')).toEqual({ kind: 'internal', path: '/de/privacy' });
    expect(classifyCmsLink('/', 'pl')).toEqual({ kind: 'internal', path: '/pl/' });
    expect(classifyCmsLink('/help#withdrawals', 'en')).toEqual({ kind: 'internal', path: '/en/help#withdrawals' });
    expect(classifyCmsLink('/dashboard/limits?tab=1', 'cs')).toEqual({ kind: 'internal', path: '/cs/dashboard/limits?tab=1' });
    expect(classifyCmsLink('/sk/contact', 'en')).toEqual({ kind: 'internal', path: '/sk/contact' });
  });

  it.each([
    'javascript:alert(1)',
    '  JAVASCRIPT:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    '/a\\b',
    'privacy',
    './privacy',
    '#',
    '',
    'https://',
  ])('refuses %j', (href) => {
    expect(classifyCmsLink(href, 'en')).toEqual({ kind: 'unsafe' });
  });
});

describe('isSafeImageUrl', () => {
  it('accepts http(s) and root-relative images only', () => {
    expect(isSafeImageUrl('https://cdn.example/a.png')).toBe(true);
    expect(isSafeImageUrl('http://cdn.example/a.png')).toBe(true);
    expect(isSafeImageUrl('/media/a.png')).toBe(true);
    for (const src of [null, undefined, '', 'a.png', '//cdn.example/a.png', '/\\cdn.example', 'data:image/png;base64,AAAA', 'javascript:alert(1)', 'blob:https://x/1']) {
      expect(isSafeImageUrl(src), String(src)).toBe(false);
    }
  });
});
