import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-newsletter-opt-out>`: the element registers from it, and its docs and types are generated from it. */
export const newsletterOptOutDefinition = {
  tag: 'casino-newsletter-opt-out',
  summary: 'The newsletter opt-out page (`/newsletter/opt-out?token=`), for visitors too.',
  description: `The link in a newsletter carries a token: the element checks it
(\`GET notifications/newsletter/token/opt-out\`); without one, or with one the platform does not know, it says
the page is unavailable, with a button home. Otherwise a reason (required, at most 255 characters, with a
live counter), then a confirmation — only with a reason and a token — then the request
(\`POST notifications/newsletter/opt-out\` with \`{ token, reason, terms_and_conditions, newsletter,
is_accepted: true }\`) and one of the spec's three answers: "Newsletter opt-out request sent successfully",
"You're already unsubscribed from our newsletter" or "Failed to send the request", in the player's language.`,
  shadow: false,
  attributes: {
    token: { type: 'string', description: "The link's token (the page's `?token=`)." },
    headingLevel: { type: 'number', default: '`1`', description: 'Level of the heading, 1–6: lower it when the page has its own `<h1>`.' },
  },
  events: {
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'Home, from the unavailable page and after the answer.' },
  },
  parts: {
    form: 'The `<form>` with the reason.',
    reason: 'The reason `<textarea>`.',
    submit: 'The Unsubscribe button.',
    'confirm-yes': "The confirmation's Yes button.",
    'confirm-no': "The confirmation's No button.",
    result: 'The answer: sent, already unsubscribed, or failed.',
    unavailable: 'The "page unavailable" message.',
    home: 'The button home.',
    checking: 'The line shown while the token is checked.',
  },
  cssProperties: {
    '--casino-color-surface': 'Card background.',
    '--casino-color-border': 'Its outline.',
    '--casino-color-text': 'Text colour.',
  },
  slots: {},
} as const satisfies ElementDefinition;
