import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-recovery>`: the element registers from it, and its docs and types are generated from it. */
export const recoveryDefinition = {
  tag: 'casino-recovery',
  summary: 'Password recovery (spec route `recovery-password`): one e-mail field and a Recover button.',
  description: `The address must be well formed; Recover sends \`POST auth/password/recovery {email, expiration_hours: 1}\`.
Every address gets the same answer, "if an account uses it, a link is on its way" (the platform answers
alike and as fast whether or not the account exists), so the form never tells who plays here. The link
in the e-mail opens \`<casino-password-reset>\`.`,
  shadow: false,
  attributes: {
    headingLevel: { type: 'number', default: '`1`', description: 'Level of the heading, 1–6: lower it when the page has its own `<h1>`.' },
  },
  events: {
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'Back to log in (`/{lang}/login`).' },
  },
  parts: {
    form: 'The `<form>`.',
    email: 'The e-mail input.',
    submit: 'The Recover button.',
    error: "The alert region holding the platform's message when the request failed (empty when there is none).",
    'login-link': 'The "Back to log in" link under the form.',
    sent: 'The panel shown once the request is taken.',
    'sent-text': 'Its message, naming the address.',
    'login-button': 'Its "Back to log in" button.',
    'again-button': 'Its button back to the form, for another address.',
  },
  cssProperties: {
    '--casino-color-surface': 'Card background.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-primary': 'Buttons and links.',
    '--casino-color-danger': 'Error border and icon.',
    '--casino-radius-lg': 'Card corner radius.',
  },
  slots: {},
} as const satisfies ElementDefinition;
