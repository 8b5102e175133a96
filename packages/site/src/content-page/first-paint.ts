import { escapeHtml, FIRST_PAINT_ATTRIBUTE } from '@casino-sdk/core/rules';

/**
 * A content page's first paint (decision 0040): HTML a server or an operator's edge writes into the
 * page's HTML so that the page's largest paint, its text, needs no script. Pure: it takes the CMS
 * page (`cms/pages/{slug}` in the page's language) and returns markup.
 *
 * The contract with the page (docs/first-paint.md): one `<section data-first-paint="{page}">` with
 * the host's classes `page page--prose`, holding an `<article class="content-frame">` laid out as
 * `<casino-content-page>` lays its page out (the host's CSS); the host keeps it on screen until the element
 * has drawn the page, then swaps the two in one task.
 */
export { FIRST_PAINT_ATTRIBUTE };

/** About a phone's first screen of prose (412 px wide, 16 px text): the paint stops after the block that passes it. */
const FIRST_SCREEN_CHARACTERS = 1200;
/** The leading blocks a paint can draw as plain text; anything else (a list, a table, a section) ends it. */
const LEADING_BLOCK = /^\s*<(p|h2|h3)(?:\s[^>]*)?>([\s\S]*?)<\/\1\s*>/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of an HTML fragment without its tags, its character references decoded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
      if (dec ?? hex) return String.fromCodePoint(Number.parseInt((dec ?? hex)!, dec ? 10 : 16));
      return ENTITIES[name!.toLowerCase()] ?? whole;
    });
}

/**
 * The CMS content's leading paragraphs and headings as plain text, as many as fill a first screen,
 * each in its own tag: the same blocks `<casino-content-page>` lays out there, never the CMS's markup.
 */
export function leadingBlocks(content: string): { tag: string; text: string }[] {
  const blocks: { tag: string; text: string }[] = [];
  let rest = content;
  let length = 0;
  for (let match = LEADING_BLOCK.exec(rest); match && length < FIRST_SCREEN_CHARACTERS; match = LEADING_BLOCK.exec(rest)) {
    // A block holding a block (a malformed `<p>`) is left to the element.
    if (/<(?:p|h\d|ul|ol|table|div|details)\b/i.test(match[2]!)) break;
    const text = plainText(match[2]!).trim();
    blocks.push({ tag: match[1]!.toLowerCase(), text });
    length += text.length;
    rest = rest.slice(match[0].length);
  }
  return blocks;
}

export interface ContentFirstPaintInput {
  /** The page's route name (`privacy`), which the host's page checks before it takes the paint. */
  page: string;
  /** The CMS page's name, its title. */
  title: string;
  /** The CMS page's HTML content; only its leading text is drawn, as escaped plain text. */
  content: string;
}

/** The CMS page's title and its leading text, HTML-escaped plain text (never the CMS's markup). */
export function contentFirstPaint({ page, title, content }: ContentFirstPaintInput): string {
  const blocks = leadingBlocks(content)
    .map(({ tag, text }) => `<${tag}>${escapeHtml(text)}</${tag}>`)
    .join('');
  return (
    `<section class="page page--prose" ${FIRST_PAINT_ATTRIBUTE}="${escapeHtml(page)}">` +
    `<article class="content-frame">` +
    `<h1 class="content-frame__title">${escapeHtml(title)}</h1>` +
    `<div class="content-frame__content">${blocks}</div>` +
    `</article></section>`
  );
}
