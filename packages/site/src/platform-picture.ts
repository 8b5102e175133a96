/**
 * The platform gives picture paths relative to the API base (where `/v1/` lives), as the client
 * builds its calls: `visa.svg` under `https://api.example.com/` is `https://api.example.com/visa.svg`,
 * `/media/visa.svg` is on that origin, an absolute URL stays as it is. Only http(s) pictures and
 * `data:image/` URLs are used; anything else (a `javascript:` URL, nonsense) is null.
 */
export function platformPictureUrl(raw: string, apiBase: string, pageUrl: string): string | null {
  if (/^data:image\//i.test(raw)) return raw;
  try {
    const base = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`, pageUrl);
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
