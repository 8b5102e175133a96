import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-footer>`: the element registers from it, and its docs and types are generated from it. */
export const footerDefinition = {
  tag: 'casino-footer',
  summary: 'The site footer: page links, customer support, language, deposit methods, responsible gaming and the licence.',
  description: `No attributes: everything comes from the runtime (language, skin settings, the platform).

- Links to the static pages \`/{lang}/{route}\` in three columns: Information (informations,
  security, affiliate-program, imprint), Legal (terms-and-conditions, privacy, cookies, amlcft),
  Help (help, contact, responsible-gaming).
- Customer support: \`ui_options.phone\` as a \`tel:\` link and \`ui_options.email\` as a \`mailto:\` link.
- The "Language" select (each language in its own name). A change calls core's
  \`switchLanguage()\`: the player is updated, the \`language\` cookie set, and the page reloads under
  the new prefix after 400 ms; meanwhile a status line says "Changing the language…".
- Deposit methods from GET cms/payment-methods: one chip each, the logo (decorative, \`alt=""\`)
  and the method's name as text beside it, translated as \`paymentMethod.{code}\` when the texts
  have that key, else the platform's name. A failed call hides the row and logs a warning.
- Responsible gaming: an 18+ badge, the warning "Gambling can be addictive. Play responsibly.
  Only players over 18 are allowed to play.", a link to \`/{lang}/responsible-gaming\`, and
  BeGambleAware and Gambling Therapy in a new tab (\`rel="noopener noreferrer"\`).
- The licence text from the skin settings (\`CasinoSDK.init({ skinSettings })\`): company,
  licence number (the Malta Gaming Authority's; under \`CasinoSDK.init({ jurisdiction: 'ukgc' })\`
  the Gambling Commission's account number in Great Britain), VAT number, copyright.`,
  shadow: true,
  attributes: {
  },
  events: {
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'Every footer link to a page of the site.' },
  },
  parts: {
    footer: 'The `<footer>`.',
    links: 'The `<nav>` with the three link columns.',
    link: 'Each link to a page of the site in the columns.',
    contact: 'The customer support block (phone, e-mail).',
    phone: 'The `tel:` link.',
    email: 'The `mailto:` link.',
    'language-select': 'The language `<select>`.',
    'payment-methods': 'The deposit-methods row (absent when the call failed or is empty).',
    'payment-method': "Each method's chip, the one frame around logo and name.",
    'payment-method-image': 'The logo picture.',
    'payment-method-name': "The method's name.",
    'payment-method-link': 'Bank and crypto transfer: the link to their page, in a new tab.',
    'responsible-gaming': 'The responsible-gaming block.',
    'responsible-link': 'Its links (responsible gaming page, BeGambleAware, Gambling Therapy).',
    'limits-link': "Under a jurisdiction that wants the limits linked from the home page (UKGC): the link to the limits page, among the responsible-gaming links.",
    'age-warning': 'The 18+ badge and the warning sentence.',
    licence: 'The licence, VAT and copyright lines.',
  },
  cssProperties: {
    '--casino-color-surface-raised': 'Footer background.',
    '--casino-color-surface': 'Select and badge background.',
    '--casino-color-text': 'Text and links.',
    '--casino-color-text-muted': 'Headings and the licence text.',
    '--casino-color-link': 'Contact and responsible-gaming links, hovered links.',
    '--casino-color-border': 'Separators, select and logo chips.',
    '--casino-color-danger': "The 18+ badge's ring.",
    '--casino-footer-max-width': 'Width of the content (default 72rem).',
    '--casino-footer-font-size': 'Text size of the links and lines (default 0.9375rem; headings and small print keep theirs).',
    '--casino-footer-logo-surface': 'Each deposit-method chip (default --casino-color-surface; set white for logos drawn for a light background only).',
    '--casino-footer-logo-text': 'The method names (default --casino-color-text).',
  },
  slots: {},
} as const satisfies ElementDefinition;
