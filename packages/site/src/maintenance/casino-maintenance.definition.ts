import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-maintenance>`: the element registers from it, and its docs and types are generated from it. */
export const maintenanceDefinition = {
  tag: 'casino-maintenance',
  summary: 'The maintenance page (`/{lang}/in-maintenance`), which leaves by itself when maintenance ends.',
  description: `Shows a heading ("We'll be back soon"), the spec's message "We're under maintenance. Please, try
and come back later", a decorative illustration and a note that the page comes back by itself.
While connected it asks the platform every 10 s (\`MAINTENANCE_CHECK_MS\`, \`refreshMaintenance\` on
the SDK's scheduler, paused while the tab is hidden); as soon as the flag is off (its own check,
or \`store.maintenance\` turning false through core's poll) it asks to go to \`/\`, once.

Every link on the site leads back to it during maintenance, so a host shows it bare: the demo host
drops the header, footer and demo bar there (a page marked \`bare\` sets \`data-shell="bare"\` on
\`<body>\`). The admin access page stays reachable while the flag is set (\`checkRoute\` lets it
through), so staff can still enter admin mode.`,
  shadow: true,
  attributes: {
    headingLevel: { type: 'number', default: '`1`', description: 'Level of the heading, 1–6: lower it when the page has its own `<h1>`.' },
  },
  events: {
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'When maintenance is over.' },
  },
  parts: {
    page: 'The centred column.',
    illustration: 'The decorative SVG (aria-hidden).',
    heading: 'The heading.',
    message: 'The maintenance message.',
    note: '"This page will reload by itself…".',
  },
  cssProperties: {
    '--casino-color-text': 'Heading and message.',
    '--casino-color-text-muted': 'The note.',
    '--casino-color-primary': "The illustration's gear.",
    '--casino-color-surface-raised': "The illustration's disc.",
  },
  slots: {},
} as const satisfies ElementDefinition;
