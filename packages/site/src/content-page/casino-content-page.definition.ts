import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-content-page>`: the element registers from it, and its docs and types are generated from it. */
export const contentPageDefinition = {
  tag: 'casino-content-page',
  summary: 'A CMS static page (terms, privacy, help, ...) in the page language.',
  description: `The content is styled as readable prose (about 72 characters a line) and the host page's CSS
cannot reach into it.

Loads \`GET cms/pages/{page}?language={lang}\` and loads again when the language changes. Shows
skeleton lines while loading, then the page \`name\` as the \`<h1>\` and its \`content\` HTML,
sanitised with DOMPurify: formatting tags only (no scripts, styles, frames, forms, SVG/MathML,
event handlers or style/class attributes); links keep their href only for http(s), mailto:,
tel:, \`#fragment\` and the site's own root-relative paths. External links open in a new tab
(\`rel="noopener noreferrer"\`); the site's own links get the language prefix (\`/privacy\` →
\`/de/privacy\`) and a plain left click on them becomes a \`casino-navigate\` request.

Sections (\`<details id="...">\`, the help page): the one the URL hash names opens, scrolls into
view and takes focus on its summary, at load and on \`hashchange\`; opening one writes its id to
the hash with \`history.replaceState\` (no navigation, no history entry), closing it removes it.

A \`page\` outside STATIC_PAGES, or a 404 from the platform, asks to navigate to \`/\` (the spec:
an unknown generic page redirects to /). Other failures show an alert with a retry button.`,
  shadow: true,
  attributes: {
    page: {
      type: 'string',
      values: ['terms-and-conditions', 'security', 'responsible-gaming', 'contact', 'imprint', 'affiliate-program', 'privacy', 'cookies', 'amlcft', 'informations', 'help', 'bank-transfer', 'crypto-transfer'],
      description: 'Route name of the page (`STATIC_PAGES`); another value asks to navigate to `/`.',
    },
  },
  events: {
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: "The site's own links in the content, and `/` for an unknown page." },
    'casino-open-consent': { detail: 'Record<string, never>', description: "The cookies page's \"Change cookie settings\" button; `<casino-cookie-consent>` opens its panel." },
  },
  parts: {
    page: 'The `<article>` around everything.',
    title: 'The `<h1>` with the page name.',
    content: 'The sanitised content.',
    loading: 'The skeleton lines shown while loading.',
    error: 'The error panel (alert text and retry button).',
    'retry-button': 'The "Try again" button.',
    'cookie-settings': 'Cookies page only: the "Change cookie settings" button.',
  },
  cssProperties: {
    '--casino-prose-width': 'Line length of the text (default 72ch).',
    '--casino-scroll-offset': 'Room left above a section scrolled into view, for a sticky header (default 96px).',
    '--casino-color-text': 'Text colour.',
    '--casino-color-link': 'Links in the content.',
    '--casino-color-border': 'Table, section and rule lines.',
    '--casino-color-surface-raised': 'Table header cells, hovered section summaries.',
  },
  slots: {},
} as const satisfies ElementDefinition;
