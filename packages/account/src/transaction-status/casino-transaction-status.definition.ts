import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-transaction-status>`: the element registers from it, and its docs and types are generated from it. */
export const transactionStatusDefinition = {
  tag: 'casino-transaction-status',
  summary: "The status page of one of the player's transactions (`/transactions/{id}`).",
  description: `Where a payment provider sends the player back (the withdrawal's \`redirect_success\` is the
origin + \`/transactions/{transaction_id}\`): the transaction's id and its status, in words and in the
spec's colours (success green, declined red, initialized blue, pending yellow), asked of the platform
(\`GET transactions/{transactionId}/status\`), never read from the address. An unknown id — or another player's, which
the platform answers alike — gets the not-found message with a button home. A visitor is asked to log in.`,
  shadow: false,
  attributes: {
    transactionId: { type: 'string', description: 'The transaction, as the route names it.' },
    headingLevel: { type: 'number', default: '`1`', description: 'Level of the heading, 1–6: lower it when the page has its own `<h1>`.' },
  },
  events: {
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'Home, after a transaction that was not found; the login page for a visitor.' },
  },
  parts: {
    status: 'The transaction: its id and its status.',
    'not-found': 'The message for a transaction that was not found.',
    home: 'Its button home.',
    loading: 'The line shown while the platform is asked.',
    error: 'The panel with a retry button when it could not be asked.',
    'sign-in': 'The note with a link to log in, for a visitor.',
  },
  cssProperties: {
    '--casino-color-surface': 'Card background.',
    '--casino-color-success': 'A successful transaction.',
    '--casino-color-danger': 'A declined one.',
    '--casino-color-info': 'An initialized one.',
    '--casino-color-warning': 'A pending one.',
  },
  slots: {},
} as const satisfies ElementDefinition;
