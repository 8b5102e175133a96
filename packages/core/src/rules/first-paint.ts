/**
 * The attribute naming a server-drawn first paint and the page it is for (`data-first-paint="casino"`):
 * the families' first-paint modules write it (@casino-sdk/lobby/first-paint, @casino-sdk/site/first-paint),
 * the host's page looks for it to take the paint over (docs/first-paint.md, decision 0040).
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** `<casino-lobby>`'s slot for the first banner's `<picture>` of its page's first paint. */
export const FIRST_BANNER_SLOT = 'first-banner';

/** `text` safe inside HTML text and double-quoted attribute values: `&`, `<`, `>` and `"` as references. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
