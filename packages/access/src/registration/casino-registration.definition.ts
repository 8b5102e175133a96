import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-registration>`: the element registers from it, and its docs and types are generated from it. */
export const registrationDefinition = {
  tag: 'casino-registration',
  summary: 'Registration in steps: account data, confirmation codes, personal details; and the restore link that continues an unfinished one.',
  description: `Step 0 takes e-mail, nickname, password (with a live checklist), currency, welcome bonus, bonus
code and newsletter, checks nickname and e-mail on the platform as they are left, and sends the e-mail
code. Step 1 confirms the e-mail code, or a mobile number with an SMS code (resend after 60 s). Step 2
takes the personal details and saves, then goes to \`/{lang}/login?success=thankyou\`; under a
jurisdiction that prompts for a deposit limit at registration (UKGC) it offers a daily deposit limit,
setting one the default and "no limit for now" the other answer, sent in the save's \`limits\`. With
\`temp-token\` (the restore link) the element starts at step -1: the player's e-mail, then step 2.
Light DOM, so password managers and autofill see every field. What is typed, step 1's resend
countdowns (their end times) and confirmed codes survive a reload (sessionStorage, never the
passwords or codes). The account's country: the spec names no source for it (its IP lookup and
geolocation service give a country at login only), so the host's \`country\` decides, else the skin
settings' first country, else MT (the licence's).`,
  shadow: false,
  attributes: {
    tempToken: { type: 'string', description: "The restore link's token (`/{lang}/registration/:temp_token`): starts at step -1." },
    promocode: { type: 'string', default: "the page's `?promocode=`", description: 'Pre-fills the bonus code, and chooses its campaign when the code names one on offer.' },
    headingLevel: { type: 'number', default: '`1`', description: 'Level of the heading, 1–6 (the steps\' headings one below): lower it when the page has its own `<h1>`.' },
    country: { type: 'string', default: "the skin settings' first country, else MT", description: 'The country the account is opened in (the account call\'s `country`), for a host that knows it (from its own geolocation, say); step 2 asks for the address.' },
  },
  events: {
    'casino-registration-step': { detail: '{ step: -1 | 0 | 1 | 2 }', description: 'The step shown: at the start and after each move.' },
    'casino-registration-complete': { detail: '{ userId: number }', description: 'Step 2 was saved: the account is active.' },
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'The login link, recovery, and `/{lang}/login?success=thankyou` after the last step.' },
  },
  parts: {
    container: 'The card around the steps.',
    steps: 'The progress list (account, confirmation, personal details).',
    'account-form': 'Step 0, the account form.',
    email: 'The e-mail input.',
    nickname: 'The nickname input.',
    password: 'The password input.',
    'confirm-password': 'The repeated password input.',
    'password-checks': 'The live password checklist.',
    'czk-notice': 'The notice shown for CZK: identity card and personal number to upload after registration.',
    'bonus-code': 'The bonus code input.',
    'verify-bonus': 'Its Check code button.',
    'bonus-verified': "The accepted bonus code's action and banner.",
    'submit-account': "Step 0's Continue button.",
    'login-link': 'The link to `/{lang}/login`.',
    error: "The alert region of the form shown (empty when there is nothing to say).",
    'step-pending': 'The space a step after the first holds while its code loads.',
    codes: 'Step 1.',
    'email-code-form': 'The e-mail code form.',
    'email-code': 'The e-mail code input.',
    'email-code-error': "The e-mail code's alert region.",
    'confirm-email': 'Confirm for the e-mail code; green with "Verified" once confirmed.',
    'resend-email': 'Send the e-mail again; disabled during its 60 s countdown.',
    'phone-form': 'The mobile number form.',
    'phone-error': "The phone form's alert region.",
    'phone-prefix': 'The phone prefix input (+ and digits).',
    'phone-number': 'The mobile number input.',
    'send-sms': 'Send (again) the SMS code; disabled during its 60 s countdown.',
    'sms-code-form': 'The SMS code form.',
    'sms-code': 'The SMS code input.',
    'sms-code-error': "The SMS code's alert region.",
    'confirm-sms': 'Confirm for the SMS code; green with "Verified" once confirmed.',
    continue: 'Step 1 to step 2, enabled once a code is confirmed.',
    'restore-form': 'Step -1, the restore form.',
    'restore-email': "Step -1's e-mail input.",
    'submit-restore': "Step -1's button.",
    'restore-recovery-link': 'After "Email already Confirmed": the link to password recovery.',
    'restore-login-link': 'After "Email already Confirmed": the link to the login.',
    'details-form': 'Step 2, the personal details form.',
    captcha: "Step 2's captcha.",
    'captcha-picture': 'The captcha picture (its text alternative says what it asks).',
    'captcha-new': 'Asks for another captcha picture.',
    'terms-link': 'The link to the terms and conditions beside their checkbox.',
    register: "Step 2's Register button, enabled once every condition holds.",
    'deposit-limit': "Step 2's deposit-limit prompt under a jurisdiction that asks for one at registration (UKGC): the choice and the daily amount.",
    'deposit-limit-amount': 'Its daily deposit limit input.',
    'details-done': 'After saving: the prompt to set a deposit limit before the first deposit.',
    'done-login': 'Its button to the login (`/{lang}/login?success=thankyou`).',
    'done-limits': 'Its button to set a deposit limit first (the limits page after login).',
  },
  cssProperties: {
    '--casino-color-surface': 'Card background.',
    '--casino-color-primary': 'Buttons, links and the current step.',
    '--casino-color-success': 'Confirmed codes, met password rules, steps done.',
    '--casino-color-danger': 'Errors and the red flash of empty fields.',
    '--casino-radius-lg': 'Card corner radius.',
  },
  slots: {},
} as const satisfies ElementDefinition;
