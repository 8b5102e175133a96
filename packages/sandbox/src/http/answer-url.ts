/** Stands for the site's own address while resolving a path; never in an answer. */
const THIS_SITE = 'http://this-site.invalid';

/**
 * A picture's URL in an API answer. With a configured public URL (`origin`, PUBLIC_URL) a path of
 * this site starts with it, so a partner page on another origin can show the picture; without one
 * it stays a same-origin path (`/sandbox/art/…`), so the site works on whatever address it was
 * opened (localhost, 127.0.0.1, a LAN address) under its `img-src 'self'`. Never the request's Host
 * header. Another site's URL is kept as it is.
 */
export function answerUrl(path: string, origin: string): string {
  if (origin) return new URL(path, origin).href;
  const url = new URL(path, THIS_SITE);
  return url.origin === THIS_SITE ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** Whether `path` names a file of this site: a path, not `//elsewhere` or another origin's URL. */
export const isOwnPath = (path: string): boolean => new URL(path, THIS_SITE).origin === THIS_SITE;
