import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-cookie-consent>`: the element registers from it, and its docs and types are generated from it. */
export const cookieConsentDefinition = {
  tag: 'casino-cookie-consent',
  summary: 'The cookie panel, shown until the visitor has chosen which optional cookies to allow.',
  description: `It shows while the visitor has made no choice (no valid \`cookieConfirmed\` cookie, i.e.
\`store.consent\` is null) as a non-modal region ("Cookies") fixed to the bottom of the viewport:
a short explanation, a link to \`/{lang}/cookies\`, a "Settings" disclosure (\`aria-expanded\`) with
three checkboxes (Essential: checked and disabled; Functional: live chat; Statistical: anonymous
page-view statistics) and "Save and close settings" under them, and the buttons "Only accept
essential cookies" and "Confirm All". Saving writes \`cookieConfirmed\` (e / ef / es / efs) through
core's \`saveConsent\` (choice 3 / 2 / 1) and hides the panel.

Reopening: a \`casino-open-consent\` event reaching \`document\` (see \`openCookieSettings()\`) shows
the panel again with the current choice ticked and the settings open, and moves focus to the
panel. Escape then closes it without saving (a first visit cannot be dismissed).

Focus: the panel never takes focus on a first visit. When it closes with focus inside, focus
goes back to the control that reopened it if that is still on the page, else to the page's
\`<main>\` landmark (given \`tabindex="-1"\` while it holds focus, without scrolling), else to \`<body>\`.

Page room: place the element last in \`<body>\`. While the panel shows, the element carries
\`data-open\` and takes the panel's height in the page flow, and the document gets
\`--casino-consent-block-size\` and \`scroll-padding-block-end\` on \`:root\` (a constructed sheet in
\`@layer casino\`), so focused content is scrolled into view above the panel, never behind it.`,
  shadow: true,
  attributes: {
  },
  events: {
    'casino-consent': { detail: '{ functional: boolean; statistical: boolean }', description: 'After a choice was saved. Core also sends its `consent-change` SDK event.' },
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'The cookie policy link.' },
  },
  parts: {
    panel: 'The fixed region (`<section aria-labelledby>` the heading).',
    heading: 'The "Cookies" heading.',
    text: 'The explanation, with the policy link.',
    'policy-link': 'The link to `/{lang}/cookies`.',
    'settings-toggle': 'The "Settings" disclosure button.',
    settings: 'The disclosed settings: the three checkboxes and the save button.',
    option: 'Each checkbox with its label and description.',
    checkbox: 'Each checkbox; also `checkbox-essential`, `checkbox-functional`, `checkbox-statistical`.',
    'save-button': '"Save and close settings" (choice 2, as ticked).',
    actions: 'The row of the two main buttons.',
    'essential-button': '"Only accept essential cookies" (choice 3).',
    'confirm-button': '"Confirm All" (choice 1).',
  },
  cssProperties: {
    '--casino-z-consent': 'Stacking of the panel (default 900: above the header, below dialogs).',
    '--casino-consent-block-size': 'Set by the element on `:root` while the panel shows: its height.',
    '--casino-color-surface': 'Panel background.',
    '--casino-color-surface-raised': 'Checkbox card background.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-text-muted': 'Checkbox descriptions.',
    '--casino-color-link': 'Policy link and Settings button.',
    '--casino-color-primary': 'Confirm All, checkbox accent.',
    '--casino-color-border': 'Panel and card borders.',
    '--casino-shadow': 'Panel shadow.',
  },
  slots: {},
} as const satisfies ElementDefinition;
