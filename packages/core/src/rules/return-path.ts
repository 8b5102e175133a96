/**
 * The path a visitor wanted before the login page, if it is safe to send them back to: only a
 * same-origin path, returned normalised (dot segments resolved, as the browser would). Anything
 * that could leave the site (`//evil`, `/\evil`, `https://x@evil`, `javascript:`, and dot segments
 * that collapse into `//evil` such as `/..//evil` or `/%2e%2e//evil`) or that is not a path at all
 * gives null, and the caller lands on the casino page.
 */
export function safeReturnPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  // Browsers treat a backslash like a slash and drop tabs and newlines inside URLs: judge what they would.
  if ([...value].some((char) => char === '\\' || char <= '\u001f' || char === '\u007f')) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // `/..//evil` and `/.//evil` resolve to the pathname `//evil`: handed to `location.assign` that is
  // another host. Judge the normalised path, not the text given.
  if (url.pathname.startsWith('//')) return null;
  return url.pathname + url.search + url.hash;
}
