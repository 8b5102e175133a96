import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-admin>`: the element registers from it, and its docs and types are generated from it. */
export const adminDefinition = {
  tag: 'casino-admin',
  summary: 'The admin access page (spec route `/kajot-prime_access_for_admin`).',
  description: `Admin mode is verified by the platform instead of the spec's in-browser comparison: nothing secret
is in the browser. The platform checks the name and password (\`POST auth/admin/login\`, hashed
credentials, 5 failures per 10 minutes from one address then 429; past 20 from all addresses, a security
check from addresses new to the admin, shown under the password) and the tab keeps only the short-lived admin token
in sessionStorage (\`casino-sdk.admin-token\`), never the password.

States: the form (heading "Admin access", Username, Password, "Enter admin mode"); an alert
with 'Incorrect credentials' (the typed username stays, the password is cleared), "Too many
failed attempts. Try again in N minutes." after repeated failures, or the network error; and,
already in admin mode, "You are in admin mode as {name}." with "Exit admin mode" (asks 'Are you
sure you want to exit Admin Mode?' first).`,
  shadow: false,
  attributes: {
    redirect: { type: 'string', default: '`/`', description: 'Path to go to after entering or leaving admin mode (spec: `/`).' },
    headingLevel: { type: 'number', default: '`1`', description: 'Level of the heading, 1–6: lower it when the page has its own `<h1>`.' },
  },
  events: {
    'casino-admin-login': { detail: '{ username: string }', description: 'Once admin mode is open.' },
    'casino-admin-logout': { detail: 'Record<string, never>', description: 'After the exit was confirmed and admin mode ended.' },
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'To `redirect` after entering or leaving admin mode.' },
  },
  parts: {
    heading: 'The heading.',
    intro: 'The line under the heading explaining admin mode.',
    form: 'The `<form>`.',
    error: 'The alert region (empty when there is nothing to say).',
    username: 'The username input.',
    password: 'The password input.',
    submit: '"Enter admin mode".',
    captcha: 'The security check, once the platform asks for one.',
    'captcha-picture': 'The captcha picture (its text alternative says what it asks).',
    'captcha-new': 'Asks for another captcha picture.',
    'signed-in': 'The panel shown while in admin mode.',
    status: '"You are in admin mode as {name}."',
    'exit-button': '"Exit admin mode".',
    'exit-question': "The confirmation's question.",
    'exit-confirm': 'The confirmation\'s "Exit".',
    'exit-cancel': 'The confirmation\'s "Cancel".',
  },
  cssProperties: {
    '--casino-color-surface': 'Card background.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-text-muted': 'The intro line.',
    '--casino-color-primary': 'The submit button.',
    '--casino-color-danger': 'Error border and icon.',
    '--casino-color-danger-surface': 'Error background.',
    '--casino-radius-lg': 'Card corner radius.',
  },
  slots: {},
} as const satisfies ElementDefinition;
