import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-site-dialogs>`: the element registers from it, and its docs and types are generated from it. */
export const siteDialogsDefinition = {
  tag: 'casino-site-dialogs',
  summary: "The site-wide dialogs: inactivity, terms, signed-out notice and the player's messages, one at a time.",
  description: `Place it once per page (it renders nothing until a dialog is due). Each dialog is a native modal
\`<dialog>\` (showModal: focus stays inside, the page behind is inert, focus returns where it was on
close).

At most one shows, in this order:
1. Inactivity warning (\`store.inactivityLogoutAt\` set): "Are you still there?", "For your
   security you will be logged out in N seconds." counting down each second, "Stay signed in";
   Escape and × stay signed in too. Screen readers hear the time when it opens and at 10 s.
2. Terms (\`needsTermsAcceptance(player, route)\`): blocking (no ×, Escape does nothing), a link
   to \`/{lang}/terms-and-conditions\` (the terms page is exempt, so going there removes it),
   "Yes, I accept" (PUT me, then the page reloads; an alert on failure) and "No" (logout, then
   \`casino-navigate\` to \`/\`).
3. After an inactivity logout: "You were logged out after 30 minutes without activity." with OK.
4. The player's message (\`store.message\`), by type: realityCheck ("Closes in N s" countdown from
   \`duration\`, default 60; the session's time played and net position from \`GET casino/sessions\`;
   "Continue playing", "View account history", "Log out"; the game frame pauses under it), firstLogin ("Make a
   deposit", "Close"), campaignReached ("See my bonus", "Close"), bonus-bet-limit and
   bonus-min-balance-limit ("OK", "Bonus terms"), daily-bet-limit and daily-bet-loss ("OK",
   "Manage limits"), any other type ("Close"). The body is plain text; an http(s) or
   root-relative \`image\` shows as decoration. Closing marks the message read.

While a dialog is open the message poll waits (\`holdDialog\`).`,
  shadow: true,
  attributes: {
  },
  events: {
    'casino-logout': { detail: 'Record<string, never>', description: 'After the player answered "No" to the terms and was logged out.' },
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'The terms link, `/` after "No", and the message buttons (`/{lang}/dashboard/transactions`, `/{lang}/deposit`, `/{lang}/dashboard/myBonus`, `/{lang}/terms-and-conditions`, `/{lang}/dashboard/limits`).' },
  },
  parts: {
    countdown: 'The visible countdown text (inactivity warning, reality check).',
    'stay-button': 'Inactivity warning: "Stay signed in".',
    'terms-link': 'Terms dialog: the link to the terms page.',
    'accept-button': 'Terms dialog: "Yes, I accept".',
    'decline-button': 'Terms dialog: "No".',
    error: 'Terms dialog: the alert shown when the acceptance could not be saved.',
    'signed-out-button': 'Signed-out notice: "OK".',
    'message-body': 'Message dialog: the message text.',
    'message-image': 'Message dialog: the message image.',
    'session-summary': 'Reality check: time played this session and its net position.',
    'message-action': 'Message dialog: every button; each also has `action-{id}` (`action-continue`, `action-history`, `action-logout`, `action-deposit`, `action-close`, `action-bonus`, `action-ok`, `action-bonus-terms`, `action-limits`).',
  },
  cssProperties: {
    '--casino-color-surface': 'Dialog background.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-backdrop': 'Behind the dialog.',
    '--casino-color-danger': 'Error border.',
    '--casino-color-danger-surface': 'Error background.',
  },
  slots: {},
} as const satisfies ElementDefinition;
