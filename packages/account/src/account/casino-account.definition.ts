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

- \`informations\`: the player's details, read-only (name, gender, date of birth, country, city, address,
  street number, postal code, nationality, nickname, player id); the e-mail and the mobile number,
  editable until confirmed: Confirm saves a changed value (\`PUT static/players/{user_id}\`), sends a code
  (\`POST notifications/players/{id}/registration\`, \`POST notifications/twilio/send_sms/verification\`)
  and waits 60 s before another request, a wait kept across reloads; the code is checked with
  \`POST notifications/players/verify_{email|sms}\`. A mobile number is cleaned as it is typed (digits
  behind one leading +, at most 20 characters) and needs 8 to 20 digits; a refused one says "Invalid or
  already used phone number" for 5 s. The reality-check interval (15, 30, 45 or 60 minutes) is saved,
  its counter cookie cleared, and the page reloaded.
- \`documents\`: an accordion: the identity document (ID card, passport, driving licence as tabs), then
  proof of address, payment method and source of funds. Each lists the player's documents of that kind
  (\`GET documents\`) with their state (verification pending, successfully uploaded, rejected, expired)
  and a download of each file (\`GET documents/{id}/media/{media_id}\`, the player's own only), and has an upload form (\`POST documents\`, multipart): PNG, JPG, JPEG or PDF of at most 2,000,000
  bytes whose name holds only letters, digits, \`_ . -\`, chosen or dropped, a picture previewed; an
  expiry from tomorrow; the ID number for the identity documents, and the back side too for the ID card
  and the driving licence. Only an active player uploads. The platform checks it all again (and the
  file's first bytes); its first field error is shown.
- \`kyc\`: the player's verification levels with their status (Not started, Pending review, Accepted,
  Rejected) and Verify on each one not accepted. Verify asks the platform for the identity vendor's
  access token (\`GET kyc/players/{user_id}/access-token?level\`), loads the vendor's web SDK from the
  token's \`sdk_url\` — only from an origin on the skin's \`kyc_origins\`, and never with the element —
  and mounts it into a light-DOM box below the levels, in the player's language. Once the vendor says
  the check was sent, the status is the platform's: \`GET me?kyc=1\` every 5 s until it is accepted or
  rejected. Without a level initialized or pending and without the ID and selfie level, a prompt moves
  the player to it (\`POST kyc/players/{user_id}\`) and opens its check; \`?lv=selfie\` in the page's
  address (where the game page sends a player of a risky country) opens that check at once.
- \`reports\`: the casino report. From and to are UTC days, both today at first; from is at most
  yesterday and to at most today, and Search is disabled while from is after to. Type (all, real money,
  bonus money) and provider (\`GET reports/casino/providers\`). Every row of the period
  (\`GET reports/casino\`, page after page): cards for bets, wins and net, a chart of the net result per
  day (inline SVG; the table is its accessible equivalent), and the table (date, game, provider, bets
  placed, bets, wins, net), virtualised past 200 rows.
- \`transactions\`: the history. The same dates; type (deposit, withdraw, casino bet, win, refund, bonus
  bet, bonus win, bonus assigned) and status. Every matching row (\`GET transactions\`) and the period's
  totals of types 1 and 2 (\`GET transactions/total\`) as cards for the deposit total, the withdraw total
  and net; the table (id, date in UTC, type, status, amount, balance) with each status in words and in
  the spec's colour (success green, declined red, initialized blue, pending yellow; authorized and
  reverted neutral).
- Reports and transactions both export exactly the rows found, with the period and its totals above them, as Excel (\`.xlsx\`,
  typed numbers and dates), CSV (text cells that look like formulas escaped, amounts as numbers), PDF
  (an embedded font with every language's letters) or tab-separated rows copied to the clipboard; the
  Excel and PDF writers load only when their button is pressed.
- \`sowq\`: the source-of-wealth questionnaire. The survey of type 'sowq' in the player's language (\`GET surveys/sowq?language=\`) and the AML level
  (\`GET aml/level\`) decide what shows: the form while there are no answers or the status is required, the
  answers once given, and for a low AML level without answers and not required a note that it is not necessary.
  The form has a field per question of its kind (select, text, number, textarea, date, checkbox, radio) with
  its required flag, checked by the platform's own rule before \`POST surveys\`; the platform checks the
  answers again, and its message for a question shows under that question with every value kept.
- \`myBonus\`: the active bonus (player info \`bonus\`) with its wagering as a progress bar, what is left to
  wager, the largest bet, free spins left and a countdown to its expiry; Delete bonus asks first (a
  dialog), then \`DELETE campaigns/players/{user_id}\` and the player and the campaigns loaded again. The
  deposit campaigns the player can activate (\`GET campaigns/players/{user_id}/unusedCampaigns?language&is_deposit=1&campaign_visible=1\`)
  with their bonus, smallest deposit, wagering and largest bet, or the date one becomes available. A bonus
  code saved (\`POST campaigns/players/{user_id}\`): the platform gives its bonus at once or keeps the
  campaign for the next deposit. Bonus amounts in CZK have no decimals.

Light DOM, so password managers and autofill work. For a visitor it asks to log in.`,
  shadow: false,
  attributes: {
    view: { type: 'string', values: ['deposit', 'limits', 'passwords', 'informations', 'documents', 'kyc', 'sowq', 'reports', 'transactions', 'withdraw', 'myBonus'], default: '`deposit`', description: 'Which view of the account to show.' },
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
    details: "The player's read-only details (a `<dl>`).",
    'email-form': 'The e-mail form (and likewise `phone-form`).',
    email: 'The e-mail input (and likewise `phone`).',
    'email-confirm': 'Its Confirm button, which counts down the wait (and likewise `phone-confirm`).',
    'email-code': 'The code input once a code was sent (and likewise `phone-code`).',
    'email-verify': 'Its Verify button (and likewise `phone-verify`).',
    'email-notice': 'The line saying what happened (and likewise `phone-notice`).',
    'reality-form': 'The reality-check interval form.',
    reality: 'Its select.',
    'reality-save': 'Its Save button.',
    filters: "The reports' or transactions' filter form.",
    search: 'Its Search button.',
    loading: 'The line shown while rows load.',
    cards: 'The summary cards (a `<dl>`).',
    chart: "The reports' chart of the net result per day.",
    documents: 'The documents view.',
    'documents-inactive': 'The note saying only an active account uploads.',
    'document-section': 'A kind of document: its list and its upload form (`data-type` names the kind).',
    'document-list': 'The documents uploaded of that kind.',
    document: 'One uploaded document.',
    'document-state': 'Its state in words (`data-state`: approved, pending, rejected, expired).',
    download: 'A button that downloads one of its files.',
    'documents-notice': 'The line saying a download did not work.',
    'upload-form': 'The upload form of a kind.',
    preview: 'The chosen picture, before it is uploaded.',
    idn: 'The ID number input.',
    'expires-at': 'The expiry date input.',
    upload: 'The Upload button.',
    'upload-notice': 'The line saying the document was uploaded, or the platform\'s refusal.',
    levels: 'The KYC levels (a list).',
    'no-levels': 'The note shown when the player has no KYC level yet.',
    level: 'One KYC level.',
    'level-status': "A level's status (Not started, Pending review, Accepted, Rejected).",
    verify: "A level's Verify button (until accepted).",
    selfie: 'The prompt to start the ID and selfie check.',
    'selfie-start': "The prompt's Start button.",
    check: "The open check's heading.",
    close: "The open check's Close button.",
    vendor: "The light-DOM box the identity vendor's web SDK is mounted into.",
    failed: 'The line saying the identity check could not be opened.',
    outcome: "My bonus's line saying what a deletion or a saved code came to.",
    'active-bonus': 'The active bonus section.',
    'no-bonus': 'The note shown when there is no active bonus.',
    'bonus-name': "The active bonus's campaign name and code.",
    'bonus-progress': 'The wagering progress bar (a `<progress>`).',
    'bonus-wagered': 'The line with the amount wagered of the target.',
    'bonus-details': "The active bonus's figures (a `<dl>`).",
    'bonus-countdown': 'The time left until the bonus expires.',
    delete: 'The Delete bonus button.',
    'delete-yes': "The confirmation's Delete button.",
    'delete-no': "The confirmation's Keep button.",
    campaigns: 'The section of campaigns to activate.',
    'campaigns-loading': 'The line shown while the campaigns load.',
    'campaigns-error': 'The panel with Try again when the campaigns did not load.',
    'no-campaigns': 'The note shown when there is no campaign to activate.',
    campaign: 'A campaign (a list item).',
    'campaign-how': 'How to activate it: the smallest deposit and the code.',
    'campaign-later': 'The date a campaign not valid yet becomes available.',
    'code-form': 'The bonus code form.',
    code: 'The bonus code input.',
    'code-save': 'The Save code button.',
    'code-error': "The alert with the refusal of a code (empty when there is none).",
    answers: "The questionnaire's answers (a `<dl>`).",
    'not-necessary': 'The note saying the questionnaire is not necessary.',
    export: "The export buttons and their line, in reports and transactions.",
    'export-xlsx': 'The Excel button (and likewise `export-csv`, `export-pdf`, `export-copy`).',
    'export-notice': 'The line saying the rows were copied, or that an export failed.',
  },
  cssProperties: {
    '--casino-color-surface': 'Card and menu background.',
    '--casino-color-border': 'Their outlines.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-text-muted': 'Hints.',
    '--casino-color-primary': 'The current menu link and the buttons.',
    '--casino-color-success': 'The success status and the chart\'s days won.',
    '--casino-color-danger': 'The declined status and the chart\'s days lost.',
    '--casino-color-info': 'The initialized status (blue).',
    '--casino-color-warning': 'The pending status.',
  },
  slots: {},
} as const satisfies ElementDefinition;
