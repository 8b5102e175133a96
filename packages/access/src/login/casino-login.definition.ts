import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-login>`: the element registers from it, and its docs and types are generated from it. */
export const loginDefinition = {
  tag: 'casino-login',
  summary: 'The login form: username, password with a show/hide toggle, a link to password recovery, and Register now.',
  description: `The platform's own message shows in an alert on failure; nothing typed is lost. Attempts are
counted in a cookie for 10 minutes (\`loginAttempts\`): the 5th is not sent, and the spec's dialog shows
instead, "Attention / You have made too many login attempts. Please try again in N minutes", with links
to recovery and customer support; the same dialog shows when the platform throttles logins (429, N from
\`Retry-After\`). Each time a player reaches the 5th attempt, a recovery status cookie (1 hour,
\`recoveryStatus\`) moves one step: sendRecovery, then pendingBan with a password recovery
(\`POST auth/password/recovery\`), then the many-attempts mail (\`POST auth/password/manyAttempts\`).
The login carries \`ip_address\` from the IP lookup and geolocation URLs given to \`CasinoSDK.init\`.
When the platform asks for a security check (422 \`captcha_required\`: many failed logins to the account
from addresses it has not logged in from), the form shows the skin's captcha (its picture, a New picture
button and the answer field) and sends the answer with every later attempt.
A signed-in player sees who they are and a Continue button.`,
  shadow: false,
  attributes: {
    redirect: { type: 'string', default: 'the page the visitor wanted (same origin), else `/{lang}/casino`', description: 'Path to go to after a successful login.' },
    headingLevel: { type: 'number', default: '`1`', description: 'Level of the heading, 1–6: lower it when the page has its own `<h1>`.' },
  },
  events: {
    'casino-login': { detail: '{ playerId: number }', description: 'After a successful login.' },
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'The recovery link, Register now, and the redirect after login.' },
  },
  parts: {
    form: 'The `<form>`.',
    username: 'The username input.',
    password: 'The password input.',
    submit: 'The log-in button.',
    error: "The alert region holding the server's message (empty when there is none).",
    'recovery-link': 'The "Forgot your password?" link to `/{lang}/recovery-password`.',
    'register-button': 'The "Register now" button to `/{lang}/registration`.',
    'signed-in': 'The panel a signed-in player sees (who they are, Continue).',
    'blocked-text': "The too-many-attempts dialog's message (the 5th attempt, or the platform answered 429).",
    'blocked-recovery-link': 'Its link to `/{lang}/recovery-password`.',
    'blocked-support-link': 'Its link to customer support, `/{lang}/contact`.',
    'blocked-close': 'Its Close button.',
    captcha: 'The security check, once the platform asks for one.',
    'captcha-picture': 'The captcha picture (its text alternative says what it asks).',
    'captcha-new': 'Asks for another captcha picture.',
  },
  cssProperties: {
    '--casino-color-surface': 'Card background.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-primary': 'Submit button and links.',
    '--casino-color-danger': 'Error border and icon.',
    '--casino-color-danger-surface': 'Error background.',
    '--casino-radius-lg': 'Card corner radius.',
  },
  slots: {},
} as const satisfies ElementDefinition;
