import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-change-password>`: the element registers from it, and its docs and types are generated from it. */
export const changePasswordDefinition = {
  tag: 'casino-change-password',
  summary: "The imported player's password change (player-area spec §2, §5, §7).",
  description: `An account moved from an older platform (\`player.is_crypt === false\`) must choose a new password
before anything else; \`checkRoute\` sends such a player to \`/{lang}/changePassword\` on every route,
where the host shows this element.

The new password follows the imported-player rule (8+ characters, a lowercase and an uppercase
letter, a digit and one of @$!%*?&, nothing else); the confirmation must equal it. The button
is disabled until both hold. On submit: \`PUT static/players/{user_id}\` with
\`{ password, is_crypt: true }\`, then the player is loaded again (now \`is_crypt: true\`, so the
route guard lets them go) and the element asks to navigate on.

States: signed out (a Log in button), the form, and done (saved a moment ago, or a player who
never needed the change: a Continue button).`,
  shadow: false,
  attributes: {
    headingLevel: { type: 'number', default: '`1`', description: 'Level of the heading, 1–6: lower it when the page has its own `<h1>`.' },
    redirect: { type: 'string', default: '`/{lang}/casino`', description: 'Path to go to after the password is saved.' },
  },
  events: {
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'The redirect after saving, Continue, Log in, and `/{lang}/` after Log out.' },
    'casino-logout': { detail: 'Record<string, never>', description: "After the player logged out with the element's Log out button." },
  },
  parts: {
    form: 'The `<form>`.',
    intro: 'The explanation under the heading.',
    error: "The alert region holding the platform's refusal (empty when there is none).",
    'new-password': 'The New password input.',
    'confirm-password': 'The Confirm password input.',
    submit: 'The save button.',
    'logout-button': 'The Log out button (the way out without a new password).',
    done: 'The container shown once the password is saved (or was never needed).',
    'continue-button': 'Continue to the casino, in the done state.',
    'signed-out': 'The container shown without a session.',
    'login-button': 'Log in, in the signed-out state.',
  },
  cssProperties: {
    '--casino-color-surface': 'Card background.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-text-muted': 'Help text and the log-out line.',
    '--casino-color-primary': 'The save button.',
    '--casino-color-danger': 'Error border, field errors and icon.',
    '--casino-color-danger-surface': 'Error background.',
    '--casino-radius-lg': 'Card corner radius.',
  },
  slots: {},
} as const satisfies ElementDefinition;
