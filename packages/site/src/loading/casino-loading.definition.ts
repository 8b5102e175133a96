import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-loading>`: the element registers from it, and its docs and types are generated from it. */
export const loadingDefinition = {
  tag: 'casino-loading',
  summary: 'The loading screen a host shows until its page is ready.',
  description: `While \`active\` is present it covers the viewport: "Welcome to {name}" (the skin settings' \`name\`),
three pulsing dots (still under \`prefers-reduced-motion: reduce\`) and a polite status region
(\`role="status"\`) saying "Loading…". After 12 s (\`SLOW_CONNECTION_AFTER_MS\`, on the SDK's
scheduler) the status adds "The connection seems slow. Please wait a moment longer or check your
connection." Without \`active\` it renders nothing; removing \`active\` stops the clock, and adding it
again starts a fresh 12 s. The host removes \`active\` once the page is ready.`,
  shadow: true,
  attributes: {
    active: { type: 'boolean', description: 'Show the screen. Absent (or `"false"`): nothing shows.' },
  },
  events: {
  },
  parts: {
    screen: 'The full-viewport layer (fixed; `position: static` puts it in the flow instead).',
    welcome: 'The welcome line.',
    dots: 'The three animated dots (decorative).',
    status: 'The `role="status"` live region.',
    'slow-message': 'The slow-connection message, after 12 s.',
  },
  cssProperties: {
    '--casino-z-loading': 'Stacking of the screen (default 1200: above everything).',
    '--casino-color-bg': 'Screen background.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-primary': 'The dots.',
    '--casino-color-warning': "The slow message's side bar.",
    '--casino-color-surface-raised': "The slow message's background.",
  },
  slots: {},
} as const satisfies ElementDefinition;
