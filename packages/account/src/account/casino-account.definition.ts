import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-account>`: the element registers from it, and its docs and types are generated from it. */
export const accountDefinition = {
  tag: 'casino-account',
  summary: "The signed-in player's account: the dashboard's menu and the view it names.",
  description: `The player area of the spec (\`/dashboard\` and its children) as one element, the way Clerk's
\`<UserProfile>\` carries its pages: an operator embeds the whole account area, a partner one view of it.

A menu of the dashboard's children in the spec's order (deposit, limits, password, details, documents,
verification, questionnaire, reports, transactions, withdraw, my bonus), each a link to the site's route
in the player's language — or \`{base-path}/{child}\` when the host gives \`base-path\` — through
\`casino-navigate\`; the current one is marked \`aria-current="page"\`. Beside it, the view \`view\` names,
loaded when first shown:

- \`deposit\`, \`limits\` (with the self-exclusion under it) and \`withdraw\`: \`<casino-cashier>\` with that view.
- \`passwords\`: current, new and confirm. The new password follows the registration's rule (8+ characters
  with a lowercase and an uppercase letter, a digit and a symbol), is not the nickname or the e-mail's
  local part (any case) and not the current one ("You must choose a different password"); the
  confirmation is checked from its fifth character ("The password doesn't match"); Update is enabled only
  when both hold. \`PUT me/password\` with \`{ current, new, confirm }\`; the platform checks it all again and
  signs the player's other devices out. An account never changed since it was made (created = updated)
  gets a note instead of the fields.

The other children come with the rest of issue 23; until then the host routes their links.

Light DOM, so password managers and autofill work. For a visitor it asks to log in.`,
  shadow: false,
  attributes: {
    view: { type: 'string', values: ['deposit', 'limits', 'passwords', 'withdraw'], default: '`deposit`', description: 'Which view of the account to show.' },
    basePath: { type: 'string', default: "the site's routes (`/{lang}/dashboard/...`)", description: 'Where the menu leads: `{base-path}/{child}`.' },
    headingLevel: { type: 'number', default: '`1`', description: "Level of the view's heading, 1–6: lower it when the page has its own `<h1>`." },
  },
  events: {
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: "The menu's links, and the login page for a visitor." },
  },
  parts: {
    menu: 'The `<nav>` with the dashboard\'s children.',
    'menu-link': 'A link of the menu (`aria-current="page"` on the current one).',
    content: 'The box beside the menu holding the view.',
    'sign-in': 'The note with a link to log in, for a visitor.',
    form: "The passwords view's `<form>`.",
    error: "The alert holding the platform's refusal (empty when there is none).",
    status: 'The line saying the password was changed.',
    'current-password': 'The Current password input.',
    'new-password': 'The New password input.',
    'confirm-password': 'The Confirm new password input.',
    submit: 'The Update password button.',
    'password-unchangeable': 'The note shown instead of the fields on an account never changed since it was made.',
  },
  cssProperties: {
    '--casino-color-surface': 'Card and menu background.',
    '--casino-color-border': 'Their outlines.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-text-muted': 'Hints.',
    '--casino-color-primary': 'The current menu link and the buttons.',
  },
  slots: {},
} as const satisfies ElementDefinition;
