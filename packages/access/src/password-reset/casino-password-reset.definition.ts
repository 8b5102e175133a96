import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-password-reset>`: the element registers from it, and its docs and types are generated from it. */
export const passwordResetDefinition = {
  tag: 'casino-password-reset',
  summary: 'The password reset page (spec route `password/reset/{temp_token}`): the link checked first, then a new password.',
  description: `The token is checked first (\`GET auth/status/{token}\`): a good link shows the new-password form, a dead
one the spec's \`login.linkExpired\` message with a button home. The new password needs at least 8
characters with a lowercase and an uppercase letter, a digit and a symbol; the confirmation says "The
password doesn't match" from its 5th character; the button needs both. The account's e-mail from the
check goes back with \`PUT auth/password/reset\` and is never shown (a hidden \`username\` field tells
password managers the account). 204 shows "password changed" and goes to \`/{lang}/login\` after 3 s;
any other answer says "error contact support" (spec §8's words). The platform ends every session of the player.

The token leaves the address bar once read (\`history.replaceState\`; the tab keeps it in
sessionStorage for a reload). Serve the page with \`Referrer-Policy: no-referrer\` (the sandbox does), so
the link never reaches another site in a Referer.`,
  shadow: false,
  attributes: {
    headingLevel: { type: 'number', default: '`1`', description: 'Level of the heading, 1–6: lower it when the page has its own `<h1>`.' },
    token: { type: 'string', description: "The reset link's token (the route's `temp_token`). Without it, the one this tab kept, else the expired message." },
  },
  events: {
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'Home from the expired message; `/{lang}/login` after the change.' },
  },
  parts: {
    checking: 'The panel shown while the link is checked.',
    form: 'The `<form>`.',
    'new-password': 'The new password input.',
    'confirm-password': 'The confirmation input.',
    submit: 'The Change password button.',
    error: "The alert region: \"error contact support\", or why the link could not be checked.",
    expired: 'The panel for a dead link.',
    'expired-text': 'Its message (`login.linkExpired`).',
    'home-button': 'Its button to the home page.',
    unchecked: 'The panel shown when the check itself failed.',
    'retry-button': 'Its Try again button.',
    changed: 'The panel shown once the password is changed.',
    'changed-text': 'Its message.',
    'login-button': 'Its Log in button.',
  },
  cssProperties: {
    '--casino-color-surface': 'Card background.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-primary': 'Buttons.',
    '--casino-color-danger': 'Error border and icon.',
    '--casino-radius-lg': 'Card corner radius.',
  },
  slots: {},
} as const satisfies ElementDefinition;
