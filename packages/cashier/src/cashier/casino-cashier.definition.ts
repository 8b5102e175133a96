import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-cashier>`: the element registers from it, and its docs and types are generated from it. */
export const cashierDefinition = {
  tag: 'casino-cashier',
  summary: "The cashier: the signed-in player's deposit, withdrawal, limits and self-exclusion.",
  description: `\`view="deposit"\` (the spec's deposit page): the pending deposits with their bank details and copy
buttons, then the form — or, for a self-excluded player, only the exclusion message, and for a player
who has not accepted the terms, a link to them instead of the form; under a jurisdiction that asks
for it (UKGC), a player with no deposit limit and no deposit yet is first offered to set a daily
deposit limit (the default choice) or none for now, and an unverified player sees the KYC gate (a link
to \`/{lang}/kyc\`); UKGC also shows the net deposits (deposits less withdrawals, on the withdraw view
too) and links the limits page. Methods come from
\`GET payments/methods/deposit\` with pictures from \`cms/payment-methods\`; the amount is at least 1 and at
most the method's maximum; bank transfer (14) asks for an IBAN (at least 5 characters), the bank and a
reference number, crypto transfer (161) for the sender's name and a reference code. A wallet method
(codes \`external\`, \`wire_transfer\`, \`gp_webpay\`, \`mbankomat\`) asks
\`GET payments/neterapay/player/is_pin_registered\` first (the button rests meanwhile) and sends
\`neterapay_endpoint\` \`identify\` or \`connect\` with \`skip_amount_limits\` and \`redirect_url\`.

Each press of Deposit is one attempt with its own \`Idempotency-Key\`: a retry of the same amount and
method (a lost answer, a reload) sends the same key, so the platform books it once. The button rests 3 s
after a press. An answer's message shows for 4 s (a bank or crypto transfer's success for 8 s), the first
amount error capitalised for 4 s. A provider's form markup is never run: it is accepted only as one form
posting to an origin on the skin's \`payment_origins\` with hidden fields, rebuilt, and submitted after
2 s; a provider's page on those origins opens in a new tab; anything else is refused with a message.

\`view="withdraw"\` (the player area's withdraw page): an unverified player gets the verification
message, a required and unanswered source-of-wealth questionnaire its link to \`/sowq\`, a pending
withdrawal its own view with a cancel after confirmation (\`DELETE payments/{provider}/transactions/{id}\`);
else the form: the method (\`GET payments/methods/withdraw\`), an amount of at least 1 within the available
balance and the method's limits ("Invalid amount chosen"), an IBAN for a method whose name contains "sepa"
(5–34 letters and digits, and a real IBAN). One request every 10 minutes (cookie \`withdrawCooldown\`; the
platform refuses too), exactly once like deposits; the payload is the spec's (\`force_pending: 1\`,
\`cancel_url\` \`/withdraw\`, \`redirect_success\` the origin + \`/transactions/{transaction_id}\`). A
self-excluded player can still withdraw.

\`view="limits"\` (the spec's limits page): daily, weekly and monthly deposit, daily bet, daily loss and daily
playing time, digits only (at most 10); the daily deposit limit sets the weekly and monthly ones to 31
times it, or to itself where the skin document's \`deposit_limit_periods\` is \`equal\`. One \`PUT me\` with the changed limits, \`field\` and \`activated_at\`: a tighter limit applies at once,
a looser one 24 hours later (the platform decides). Pending requests (\`GET me/statistics/last?type=limits&to_activate=1\`) lock
their field, show when they take effect (local time and UTC) and can be deleted after confirmation
(\`DELETE me/statistics/{id}\`); after a request, the Save button gives way to a notice for 24 hours.

\`view="exclusion"\` (the limits page's self-exclusion): a period of 1–7, 14, 30, 60, 90, 180 or 360 days, or
forever; a reason, required when the exclusion would end before the current one ("Requested by user"
otherwise); a confirmation naming when it starts and ends; then \`PUT me\` with the spec's payload (a
temporary exclusion starts a day later; a permanent one, \`status_statistic: 'authorized'\` and
\`expires_at_forever\`, 7 days later). Pending requests (\`type=exclusion\`) can be deleted after confirmation.

Light DOM, so password managers, autofill and a provider's hosted fields work. The element needs a
signed-in player; for a visitor it asks to log in.`,
  shadow: false,
  attributes: {
    view: { type: 'string', values: ['deposit', 'withdraw', 'limits', 'exclusion'], default: '`deposit`', description: 'Which part of the cashier to show.' },
    headingLevel: { type: 'number', default: '`1`', description: 'Level of the heading, 1–6: lower it when the page has its own `<h1>`.' },
  },
  events: {
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'The terms page, the questionnaire (`/sowq`), and the login page for a visitor.' },
  },
  parts: {
    loading: 'The line shown while the methods load.',
    error: 'The panel with a retry button when they could not be loaded.',
    pending: 'The pending deposits, with their bank details; the pending withdrawal.',
    copy: 'A copy button beside a bank detail.',
    excluded: 'The message a self-excluded player sees instead of the form.',
    terms: 'The note (with a link) a player who has not accepted the terms sees instead of the form.',
    kyc: "The jurisdiction's KYC gate (UKGC: identity and age verified before a deposit), with the link to the KYC page, instead of the form.",
    'net-deposits': "The player's net deposits (deposits less withdrawals), where the jurisdiction shows them (UKGC), on the deposit and withdraw views.",
    'limits-link': 'The link to the limits page on the deposit view, where the jurisdiction wants one (UKGC).',
    'first-deposit-notice': 'Before the first deposit, where the jurisdiction wants it (MGA): the responsible-gaming tools, with links to the limits and responsible-gaming pages.',
    form: 'The `<form>`.',
    methods: 'The group of payment methods.',
    method: 'One payment method (its radio, picture and name).',
    amount: 'The amount input.',
    iban: "The bank transfer's IBAN input.",
    bank: "The bank transfer's bank input.",
    reference: "The bank transfer's reference number input.",
    'sender-name': "The crypto transfer's sender name input.",
    'reference-code': "The crypto transfer's reference code input.",
    'bonus-code': 'The bonus code input.',
    'limit-prompt': "The jurisdiction's deposit-limit prompt before a first deposit (UKGC), in place of the form.",
    'limit-prompt-amount': 'Its daily deposit limit input.',
    'limit-prompt-continue': 'Its Continue button.',
    resumed: 'The state of the payment a provider sent the player back from (`?attempt=`), from the platform.',
    wallet: "A wallet method's note: the wallet is connected first, or the payment confirmed in it.",
    submit: 'The Deposit button.',
    notice: "The answer's message (a status, or an alert for an error).",
    'sign-in': 'The note with a link to log in, for a visitor.',
    unverified: 'The message an unverified player sees instead of the withdrawal form.',
    questionnaire: 'The note (with a link) shown while the source-of-wealth questionnaire is required and unanswered.',
    cancel: "The pending withdrawal's cancel button.",
    'cancel-confirm': 'The button that confirms the cancel.',
    'cancel-keep': 'The button that keeps the pending withdrawal.',
    available: 'The available balance above the withdrawal form.',
    account: 'The withdrawal method select.',
    'limit-max-daily-deposit': 'The daily deposit limit input (and likewise `limit-max-weekly-deposit`, `limit-max-monthly-deposit`, `limit-max-daily-bet`, `limit-max-daily-loss`, `limit-max-daily-playing-time`).',
    request: "A limit's pending request: its value, when it takes effect, and its delete button.",
    delete: "A pending request's delete button.",
    'delete-confirm': 'The button that confirms the delete.',
    'delete-keep': 'The button that keeps the request.',
    'limits-wait': 'The notice that replaces Save for 24 hours after a request.',
    period: 'The self-exclusion period select.',
    plan: 'When the chosen exclusion would start and end.',
    reason: 'The self-exclusion reason input.',
    confirm: 'The question that confirms the self-exclusion.',
    'confirm-yes': 'Its button that sends the request.',
    'confirm-no': 'Its button back to the form.',
  },
  cssProperties: {
    '--casino-color-surface': 'Card background.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-primary': 'Buttons, links and the chosen method.',
    '--casino-color-border': 'Borders of the methods and the pending deposits.',
    '--casino-radius-lg': 'Card corner radius.',
  },
  slots: {},
} as const satisfies ElementDefinition;
