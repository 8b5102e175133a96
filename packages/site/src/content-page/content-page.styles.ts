/**
 * Shadow DOM: these rules only see the page's own tree, so the CMS content is styled by tag
 * (the sanitiser strips its classes and styles) and the host page's CSS cannot reach into it.
 * Readable prose: about 72 characters a line, generous line height, tables that wrap at 390 px.
 */
export const contentPageCss = `
:host { display: block; }
:host([hidden]) { display: none; }
.casino-content-page {
  max-width: var(--casino-prose-width, 72ch);
  margin-inline: auto;
  padding-block: var(--casino-space-5, 24px);
  color: var(--casino-color-text, #14161b);
  line-height: var(--casino-line-height-prose, 1.6);
  overflow-wrap: break-word;
}
.casino-content-page:focus { outline: none; }
.casino-page__title {
  margin: 0 0 var(--casino-space-4, 16px);
  font-size: var(--casino-font-size-2xl, clamp(1.75rem, 1.45rem + 1.2vw, 2.25rem));
  line-height: 1.2;
  overflow-wrap: anywhere;
}
.casino-page__content > :first-child { margin-top: 0; }
.casino-page__content h2 { margin: 2em 0 0.5em; font-size: 1.5rem; line-height: 1.25; }
.casino-page__content h3 { margin: 1.5em 0 0.5em; font-size: 1.25rem; line-height: 1.3; }
.casino-page__content h4,
.casino-page__content h5,
.casino-page__content h6 { margin: 1.25em 0 0.5em; font-size: 1.05rem; line-height: 1.35; }
.casino-page__content p,
.casino-page__content ul,
.casino-page__content ol,
.casino-page__content dl,
.casino-page__content table,
.casino-page__content blockquote,
.casino-page__content address,
.casino-page__content figure,
.casino-page__content pre { margin: 0 0 1em; }
.casino-page__content ul,
.casino-page__content ol { padding-inline-start: 1.5em; }
.casino-page__content li + li { margin-top: 0.35em; }
.casino-page__content dt { font-weight: var(--casino-font-weight-bold, 650); }
.casino-page__content dd { margin: 0 0 0.5em 1.5em; }
.casino-page__content a {
  color: var(--casino-color-link, #5b21b6);
  text-decoration: underline;
  text-underline-offset: 0.2em;
  border-radius: var(--casino-radius-sm, 4px);
}
.casino-page__content a:hover { text-decoration-thickness: 2px; }
.casino-page__content strong, .casino-page__content b { font-weight: var(--casino-font-weight-bold, 650); }
.casino-page__content address { font-style: normal; }
.casino-page__content blockquote {
  padding-inline-start: var(--casino-space-4, 16px);
  border-inline-start: 4px solid var(--casino-color-border, #7b8190);
  color: var(--casino-color-text-muted, #4f5563);
}
.casino-page__content code, .casino-page__content kbd, .casino-page__content pre {
  font-family: var(--casino-font-family-mono, ui-monospace, monospace);
  font-size: 0.95em;
}
.casino-page__content pre { white-space: pre-wrap; }
.casino-page__content img { max-width: 100%; height: auto; }
.casino-page__content hr { margin: 2em 0; border: 0; border-top: 1px solid var(--casino-color-border, #7b8190); }
.casino-page__content mark { background: var(--casino-color-warning-surface, #fff3c4); color: inherit; }
.casino-page__content table {
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95em;
  line-height: 1.45;
}
.casino-page__content caption {
  margin-bottom: var(--casino-space-2, 8px);
  text-align: start;
  font-weight: var(--casino-font-weight-bold, 650);
}
.casino-page__content th,
.casino-page__content td {
  padding: var(--casino-space-2, 8px) var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-border, #7b8190);
  text-align: start;
  vertical-align: top;
  overflow-wrap: anywhere;
}
.casino-page__content thead th,
.casino-page__content th[scope="row"] { background: var(--casino-color-surface-raised, #f3f4f7); }
/* The help page's sections. */
.casino-page__content details {
  margin: 0 0 var(--casino-space-2, 8px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface, #ffffff);
}
.casino-page__content summary {
  display: list-item;
  min-height: 44px;
  padding: var(--casino-space-3, 12px) var(--casino-space-4, 16px);
  border-radius: var(--casino-radius-md, 8px);
  font-weight: var(--casino-font-weight-bold, 650);
  cursor: pointer;
}
.casino-page__content summary:hover { background: var(--casino-color-surface-raised, #f3f4f7); }
.casino-page__content details[open] > summary {
  border-end-start-radius: 0;
  border-end-end-radius: 0;
  border-bottom: 1px solid var(--casino-color-border, #7b8190);
}
.casino-page__content details > :not(summary) { padding: var(--casino-space-3, 12px) var(--casino-space-4, 16px) 0; }
/* A section opened from the URL is not hidden under a sticky site header. */
.casino-page__content [id] { scroll-margin-top: var(--casino-scroll-offset, 96px); }
.casino-page__actions { margin-top: var(--casino-space-5, 24px); }
.casino-page__loading { display: flex; flex-direction: column; gap: var(--casino-space-3, 12px); }
.casino-page__loading .casino-page__title-skeleton { height: 2.25rem; margin-bottom: var(--casino-space-3, 12px); }
`;
