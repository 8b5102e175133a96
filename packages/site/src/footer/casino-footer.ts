import { defineElement } from '@casino-sdk/ui';
import { Footer } from './Footer';
import { footerCss } from './footer.styles';

export const FOOTER_TAG = 'casino-footer';

/**
 * `<casino-footer>`: the site footer. Shadow DOM: style it through parts and `--casino-*` properties.
 * No attributes: everything comes from the runtime (language, skin settings, the platform).
 *
 * - Links to the static pages `/{lang}/{route}` in three columns: Information (informations,
 *   security, affiliate-program, imprint), Legal (terms-and-conditions, privacy, cookies, amlcft),
 *   Help (help, contact, responsible-gaming).
 * - Customer support: `ui_options.phone` as a `tel:` link and `ui_options.email` as a `mailto:` link.
 * - The "Language" select (each language in its own name). A change calls core's
 *   `switchLanguage()`: the player is updated, the `language` cookie set, and the page reloads under
 *   the new prefix after 400 ms; meanwhile a status line says "Changing the language…".
 * - Deposit methods from GET cms/payment-methods: one chip each, the logo (decorative, `alt=""`)
 *   and the method's name as text beside it, translated as `paymentMethod.{code}` when the texts
 *   have that key, else the platform's name. A failed call hides the row and logs a warning.
 * - Responsible gaming: an 18+ badge, the warning "Gambling can be addictive. Play responsibly.
 *   Only players over 18 are allowed to play.", a link to `/{lang}/responsible-gaming`, and
 *   BeGambleAware and Gambling Therapy in a new tab (`rel="noopener noreferrer"`).
 * - The licence text from the skin settings (`CasinoSDK.init({ skinSettings })`): company,
 *   Malta Gaming Authority licence number, VAT number, copyright.
 *
 * @event casino-navigate - `{ path }`, cancelable: every footer link to a page of the site.
 *   Without preventDefault the SDK calls `location.assign(path)`.
 *
 * @csspart footer - The `<footer>`.
 * @csspart links - The `<nav>` with the three link columns.
 * @csspart link - Each link to a page of the site in the columns.
 * @csspart contact - The customer support block (phone, e-mail).
 * @csspart phone - The `tel:` link.
 * @csspart email - The `mailto:` link.
 * @csspart language-select - The language `<select>`.
 * @csspart payment-methods - The deposit-methods row (absent when the call failed or is empty).
 * @csspart payment-method - Each method's chip, the one frame around logo and name.
 * @csspart payment-method-image - The logo picture.
 * @csspart payment-method-name - The method's name.
 * @csspart payment-method-link - Bank and crypto transfer: the link to their page, in a new tab.
 * @csspart responsible-gaming - The responsible-gaming block.
 * @csspart responsible-link - Its links (responsible gaming page, BeGambleAware, Gambling Therapy).
 * @csspart age-warning - The 18+ badge and the warning sentence.
 * @csspart licence - The licence, VAT and copyright lines.
 *
 * @cssproperty --casino-color-surface-raised - Footer background.
 * @cssproperty --casino-color-surface - Select and badge background.
 * @cssproperty --casino-color-text - Text and links.
 * @cssproperty --casino-color-text-muted - Headings and the licence text.
 * @cssproperty --casino-color-link - Contact and responsible-gaming links, hovered links.
 * @cssproperty --casino-color-border - Separators, select and logo chips.
 * @cssproperty --casino-color-danger - The 18+ badge's ring.
 * @cssproperty --casino-footer-max-width - Width of the content (default 72rem).
 * @cssproperty --casino-footer-logo-surface - Each deposit-method chip (default --casino-color-surface;
 *   set white for logos drawn for a light background only).
 * @cssproperty --casino-footer-logo-text - The method names (default --casino-color-text).
 */
export function defineFooter(): CustomElementConstructor | undefined {
  return defineElement(FOOTER_TAG, Footer, {
    shadow: true,
    styles: [footerCss],
  });
}
