import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-header>`: the element registers from it, and its docs and types are generated from it. */
export const headerDefinition = {
  tag: 'casino-header',
  summary: "The site header: logo, the six links and the visitor's or player's actions; sticky at the top.",
  description: `Logo and brand (from the skin settings) and the six links (casino, prime, live casino, crash games,
others, promotions), then, as regulated sites have, the 18+ safer-gambling link to the responsible-gaming
page and the skin's licence seal (skin settings: \`license_seal_url\`, linked to \`license_verification_url\`);
where the links do not fit beside the logo and the actions (long translations,
a long brand name, a player's balance) they take a row of their own, never a hidden scroll box.

Layout follows the element's own width (container queries; spec section 9). From 1200 px, the
desktop bar: visitors see Log in and Register; players see the balance (total + bonus, 2 decimals,
in their currency, in the money colour) with an eye toggle, a Deposit call to action, an Account
summary button and Dashboard; the summary panel
shows name, withdrawable, balance, bonus, Deposit and Log out, and closes on a click outside or
Escape. Narrower, the mobile bar: a "Menu" button opens the left drawer with the six links (then the
safer-gambling link in words and the seal; the bar keeps the 18+ mark beside the account button), a
signed-in player's balance shows in the bar (below 560 px the logo keeps its mark, the brand name
is only spoken), and an "Account menu" button opens the right drawer (player: "Welcome, {name}",
the balance as a link to deposit, Dashboard, Deposit, Withdraw, Help, Log out; visitor: Log in,
Sign up, Help). Drawers are modal \`<dialog>\`s: focus moves in, Tab stays inside, Escape / the
close button / a click on the backdrop close them and focus returns to their button; \`<html>\` gets
the class \`casino-scroll-locked\` while one is open. A route change (\`CasinoSDK.navigated\`) or a new
\`current\` closes them.

The element is \`position: sticky; top: 0\` by default. After 300 px of page scrolling it turns
compact and carries \`data-compact\` (host CSS can follow: \`casino-header[data-compact]\`); after
800 px a "Back to top" button shows in the bottom-right corner.`,
  shadow: true,
  attributes: {
    current: {
      type: 'string',
      values: ['casino', 'prime', 'live-casino', 'crash-games', 'others', 'promotion'],
      description: 'Route of the page shown; that link gets `aria-current="page"`.',
    },
    logoSrc: { type: 'string', default: "the SDK's own mark", description: "The operator's logo image (decorative: the brand name from the skin settings is the link text)." },
  },
  events: {
    'casino-logout': { detail: 'Record<string, never>', description: 'After the player logged out from the summary panel.' },
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: "Logo, links, Login, Register, Dashboard, Deposit, the drawers' links (also Withdraw, Help, Sign up), and `/` after logout." },
  },
  parts: {
    header: 'The `<header>` bar.',
    logo: 'The logo link to `/{lang}/`.',
    'logo-image': "With `logo-src`: the operator's logo image inside the logo link.",
    nav: 'The `<nav>` holding the links.',
    'safer-gambling': 'The link to the responsible-gaming page: the 18+ mark, with its words where the bar has room (a visitor from 1200 px); in the bar at every width.',
    'licence-seal': "With the skin settings' `license_seal_url`: the licence seal, a link to `license_verification_url` in a new tab (in the bar from 1200 px, in the menu drawer below).",
    link: 'Each of the six links.',
    'login-button': 'Visitors: the Log in button.',
    'register-button': 'Visitors: the Register button.',
    balance: 'Players: the balance field (total + bonus), with the eye toggle inside.',
    'balance-toggle': 'Players: the eye button that hides and shows the figures.',
    'deposit-cta': 'Players, from 1200 px: the Deposit call to action beside the balance.',
    'summary-toggle': 'Players: the "Account summary" button that opens the summary panel.',
    'dashboard-button': 'Players: the Dashboard button.',
    summary: 'Players: the summary panel.',
    'deposit-button': 'Players: Deposit in the summary panel.',
    'logout-button': 'Players: Log out in the summary panel.',
    'menu-button': 'Below 1200 px: the "Menu" (hamburger) button of the left drawer.',
    'bar-balance': "Below 1200 px, players: the balance in the bar.",
    'account-button': 'Below 1200 px: the "Account menu" button of the right drawer.',
    'menu-drawer': 'The left drawer (`<dialog>`) with the six links.',
    'account-drawer': 'The right drawer (`<dialog>`) with the account links.',
    'drawer-close': 'The close button of each drawer.',
    'drawer-link': 'Each link in a drawer.',
    'drawer-safer-gambling': 'The menu drawer\'s link to the responsible-gaming page (also a `drawer-link`).',
    'drawer-balance': 'Players: the balance link (to deposit) in the right drawer.',
    'drawer-login': 'Visitors: Log in in the right drawer.',
    'drawer-register': 'Visitors: Sign up in the right drawer.',
    'drawer-logout': 'Players: Log out in the right drawer.',
    'scroll-top': 'The "Back to top" button, after 800 px of scrolling.',
  },
  cssProperties: {
    '--casino-header-background': 'Bar background (any CSS background; default --casino-color-surface).',
    '--casino-color-surface': 'Panel and drawer background.',
    '--casino-color-surface-raised': 'Balance field background.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-primary': 'Logo, current link, primary buttons.',
    '--casino-color-border': 'Bar, field and panel borders.',
    '--casino-color-warning': 'The stale-balance marker.',
    '--casino-color-money': 'The balance figure.',
    '--casino-color-cta': 'Register (visitors) and Deposit (players): the calls to action (with --casino-color-cta-hover and --casino-color-on-cta).',
    '--casino-font-family': 'Text and brand name.',
    '--casino-z-header': 'Stacking of the bar.',
    '--casino-z-dropdown': 'Stacking of the summary panel.',
    '--casino-color-backdrop': 'Behind an open drawer.',
    '--casino-color-danger': 'The ring of the 18+ mark.',
    '--casino-color-on-primary': 'Back to top arrow.',
  },
  slots: {},
} as const satisfies ElementDefinition;
