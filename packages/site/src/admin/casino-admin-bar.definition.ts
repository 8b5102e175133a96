import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-admin-bar>`: the element registers from it, and its docs and types are generated from it. */
export const adminBarDefinition = {
  tag: 'casino-admin-bar',
  summary: 'The admin-mode bar; put it under the header on every page.',
  description: `Renders nothing unless admin mode is open in this tab (\`store.admin\`, restored on start from the
saved token).

In admin mode: a region labelled "Admin mode" saying "Admin mode — {username}", a switch "Show
text keys" (every element then shows i18n keys instead of texts, so operators find the text to
edit; remembered for the tab) and "Exit admin mode", which asks 'Are you sure you want to exit
Admin Mode?' with "Exit" and "Cancel". The bar's own words stay readable with the keys shown.`,
  shadow: true,
  attributes: {
    redirect: { type: 'string', default: '`/`', description: 'Path to go to after leaving admin mode (spec: `/`).' },
  },
  events: {
    'casino-admin-logout': { detail: 'Record<string, never>', description: 'After the exit was confirmed and admin mode ended.' },
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'After the exit.' },
  },
  parts: {
    bar: 'The region.',
    status: '"Admin mode — {username}".',
    'keys-toggle': 'The label around the switch.',
    'keys-switch': 'The switch (`<input type="checkbox" role="switch">`).',
    'exit-button': '"Exit admin mode".',
    'exit-question': "The confirmation's question.",
    'exit-confirm': "The confirmation's \"Exit\".",
    'exit-cancel': "The confirmation's \"Cancel\".",
  },
  cssProperties: {
    '--casino-color-surface-raised': 'Bar background.',
    '--casino-color-warning': "The bar's bottom edge and dot.",
    '--casino-color-primary': 'The switch when on.',
    '--casino-color-border': 'The switch when off.',
    '--casino-color-focus': 'Focus ring.',
  },
  slots: {},
} as const satisfies ElementDefinition;
