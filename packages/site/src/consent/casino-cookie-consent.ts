import { defineElement } from '@casino-sdk/ui';
import { CookieConsent } from './CookieConsent';
import { consentCss } from './consent.styles';

export const COOKIE_CONSENT_TAG = 'casino-cookie-consent';

/**
 * `<casino-cookie-consent>`: the cookie panel. Shadow DOM: style it through parts and `--casino-*`
 * properties.
 *
 * It shows while the visitor has made no choice (no valid `cookieConfirmed` cookie, i.e.
 * `store.consent` is null) as a non-modal region ("Cookies") fixed to the bottom of the viewport:
 * a short explanation, a link to `/{lang}/cookies`, a "Settings" disclosure (`aria-expanded`) with
 * three checkboxes (Essential: checked and disabled; Functional: live chat; Statistical: anonymous
 * page-view statistics) and "Save and close settings" under them, and the buttons "Only accept
 * essential cookies" and "Confirm All". Saving writes `cookieConfirmed` (e / ef / es / efs) through
 * core's `saveConsent` (choice 3 / 2 / 1) and hides the panel.
 *
 * Reopening: a `casino-open-consent` event reaching `document` (see `openCookieSettings()`) shows
 * the panel again with the current choice ticked and the settings open, and moves focus to the
 * panel. Escape then closes it without saving (a first visit cannot be dismissed).
 *
 * Focus: the panel never takes focus on a first visit. When it closes with focus inside, focus
 * goes back to the control that reopened it if that is still on the page, else to the page's
 * `<main>` landmark (given `tabindex="-1"` while it holds focus, without scrolling), else to `<body>`.
 *
 * Page room: place the element last in `<body>`. While the panel shows, the element carries
 * `data-open` and takes the panel's height in the page flow, and the document gets
 * `--casino-consent-block-size` and `scroll-padding-block-end` on `:root` (a constructed sheet in
 * `@layer casino`), so focused content is scrolled into view above the panel, never behind it.
 *
 * @event casino-consent - `{ functional: boolean, statistical: boolean }` after a choice was saved
 *   (bubbles, composed). Core also sends its `consent-change` SDK event.
 * @event casino-navigate - `{ path }`, cancelable: the cookie policy link. Without preventDefault
 *   the SDK calls `location.assign(path)`.
 *
 * @csspart panel - The fixed region (`<section aria-labelledby>` the heading).
 * @csspart heading - The "Cookies" heading.
 * @csspart text - The explanation, with the policy link.
 * @csspart policy-link - The link to `/{lang}/cookies`.
 * @csspart settings-toggle - The "Settings" disclosure button.
 * @csspart settings - The disclosed settings: the three checkboxes and the save button.
 * @csspart option - Each checkbox with its label and description.
 * @csspart checkbox - Each checkbox; also `checkbox-essential`, `checkbox-functional`, `checkbox-statistical`.
 * @csspart save-button - "Save and close settings" (choice 2, as ticked).
 * @csspart actions - The row of the two main buttons.
 * @csspart essential-button - "Only accept essential cookies" (choice 3).
 * @csspart confirm-button - "Confirm All" (choice 1).
 *
 * @cssproperty --casino-z-consent - Stacking of the panel (default 900: above the header, below dialogs).
 * @cssproperty --casino-consent-block-size - Set by the element on `:root` while the panel shows: its height.
 * @cssproperty --casino-color-surface - Panel background.
 * @cssproperty --casino-color-surface-raised - Checkbox card background.
 * @cssproperty --casino-color-text - Text colour.
 * @cssproperty --casino-color-text-muted - Checkbox descriptions.
 * @cssproperty --casino-color-link - Policy link and Settings button.
 * @cssproperty --casino-color-primary - Confirm All, checkbox accent.
 * @cssproperty --casino-color-border - Panel and card borders.
 * @cssproperty --casino-shadow - Panel shadow.
 */
export function defineCookieConsent(): CustomElementConstructor | undefined {
  return defineElement(COOKIE_CONSENT_TAG, CookieConsent, {
    shadow: true,
    styles: [consentCss],
  });
}
