import { isLanguage, localePath, type Language } from './language';

/**
 * What a link in CMS content may point at. Everything else (javascript:, data:, vbscript:,
 * protocol-relative `//host`, relative paths the page cannot vouch for) loses its href.
 */
export type CmsLink =
  /** http(s) to another site: opens in a new tab with rel="noopener noreferrer". */
  | { kind: 'external'; href: string }
  /** mailto: and tel:, left to the browser. */
  | { kind: 'contact'; href: string }
  /** A path of this site: language-prefixed, followed through `navigate()`. */
  | { kind: 'internal'; path: string }
  /** `#section` on the same page. */
  | { kind: 'fragment'; href: string }
  | { kind: 'unsafe' };

/**
 * Browsers drop ASCII control characters and surrounding spaces from a URL before they read its
 * scheme (`java\tscript:` is `javascript:`): read it the same way, then be stricter.
 */
function normalise(href: string): string {
  // eslint-disable-next-line no-control-regex
  return href.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/** Sorts a link found in CMS content; `language` prefixes the site's own paths (`/privacy` → `/de/privacy`). */
export function classifyCmsLink(rawHref: string, language: Language): CmsLink {
  const href = normalise(rawHref);
  if (/^https?:\/\//i.test(href)) {
    try {
      return { kind: 'external', href: new URL(href).href };
    } catch {
      return { kind: 'unsafe' };
    }
  }
  if (/^(?:mailto|tel):/i.test(href)) return { kind: 'contact', href };
  if (href.startsWith('#')) return href.length > 1 ? { kind: 'fragment', href } : { kind: 'unsafe' };
  // `//host` and `/\host` leave the site (browsers read a backslash as a slash).
  if (href.startsWith('/') && !/^\/[/\\]/.test(href) && !href.includes('\\')) return { kind: 'internal', path: sitePath(href, language) };
  return { kind: 'unsafe' };
}

/** `/privacy#x` → `/en/privacy#x`; a path that already names a language keeps it. */
function sitePath(href: string, language: Language): string {
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  const pathname = match[1]!;
  const rest = match[2]!;
  const first = pathname.split('/').filter(Boolean)[0];
  if (isLanguage(first)) return pathname + rest;
  return localePath(language, pathname) + rest;
}

/** Images in CMS content and messages: only http(s) and the site's own root-relative paths. */
export function isSafeImageUrl(rawSrc: string | null | undefined): boolean {
  if (!rawSrc) return false;
  const src = normalise(rawSrc);
  if (/^https?:\/\//i.test(src)) {
    try {
      new URL(src);
      return true;
    } catch {
      return false;
    }
  }
  return src.startsWith('/') && !/^\/[/\\]/.test(src) && !src.includes('\\');
}
