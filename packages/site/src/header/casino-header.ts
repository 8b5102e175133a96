import { defineElement } from '@casino-sdk/ui';
import { Header } from './Header';
import { headerCss } from './header.styles';

export const HEADER_TAG = 'casino-header';

/**
 * `<casino-header>`: the site header. Shadow DOM: style it through parts and `--casino-*` properties.
 *
 * Layout follows the element's own width (container queries; spec section 9): from 1200 px the
 * desktop bar (logo, six links, Log in / Register or balance field, summary panel, Dashboard);
 * narrower, the mobile bar: a "Menu" button opening the left drawer with the six links, the logo,
 * and an "Account menu" button opening the right drawer (player: "Welcome, {name}", the balance as a
 * link to deposit, Dashboard, Deposit, Withdraw, Help, Log out; visitor: Log in, Sign up, Help).
 * Drawers are modal `<dialog>`s: focus moves in, Tab stays inside, Escape / the close button / a
 * click on the backdrop close them and focus returns to their button; `<html>` gets the class
 * `casino-scroll-locked` (overflow hidden) while one is open. A route change (`CasinoSDK.navigated`)
 * or a new `current` closes them.
 *
 * The element is `position: sticky; top: 0` by default. After 300 px of page scrolling it turns
 * compact and carries `data-compact` (host CSS can follow: `casino-header[data-compact]`); after
 * 800 px a "Back to top" button shows.
 *
 * @attr current - Route of the page shown (`casino`, `prime`, `live-casino`, `crash-games`,
 *   `others`, `promotion`); that link gets aria-current="page".
 * @attr logo-src - The operator's logo image (decorative: the brand name from the skin settings is the link text).
 *
 * @event casino-logout - `{}` after the player logged out from the summary panel (bubbles, composed).
 * @event casino-navigate - `{ path }`, cancelable: logo, links, Login, Register, Dashboard, Deposit,
 *   the drawers' links (also Withdraw, Help, Sign up), and `/` after logout. Without preventDefault
 *   the SDK calls `location.assign(path)`.
 *
 * @csspart header - The `<header>` bar.
 * @csspart logo - The logo link to `/{lang}/`.
 * @csspart nav - The `<nav>` holding the links.
 * @csspart link - Each of the six links.
 * @csspart login-button - Visitors: the Log in button.
 * @csspart register-button - Visitors: the Register button.
 * @csspart balance - Players: the balance field (total + bonus), with the eye toggle inside.
 * @csspart balance-toggle - Players: the eye button that hides and shows the figures.
 * @csspart summary-toggle - Players: the "Account summary" button that opens the summary panel.
 * @csspart dashboard-button - Players: the Dashboard button.
 * @csspart summary - Players: the summary panel.
 * @csspart deposit-button - Players: Deposit in the summary panel.
 * @csspart logout-button - Players: Log out in the summary panel.
 * @csspart menu-button - Below 1200 px: the "Menu" (hamburger) button of the left drawer.
 * @csspart account-button - Below 1200 px: the "Account menu" button of the right drawer.
 * @csspart menu-drawer - The left drawer (`<dialog>`) with the six links.
 * @csspart account-drawer - The right drawer (`<dialog>`) with the account links.
 * @csspart drawer-close - The close button of each drawer.
 * @csspart drawer-link - Each link in a drawer.
 * @csspart drawer-balance - Players: the balance link (to deposit) in the right drawer.
 * @csspart drawer-login - Visitors: Log in in the right drawer.
 * @csspart drawer-register - Visitors: Sign up in the right drawer.
 * @csspart drawer-logout - Players: Log out in the right drawer.
 * @csspart scroll-top - The "Back to top" button, after 800 px of scrolling.
 *
 * @cssproperty --casino-color-surface - Bar and panel background.
 * @cssproperty --casino-color-surface-raised - Balance field background.
 * @cssproperty --casino-color-text - Text colour.
 * @cssproperty --casino-color-primary - Logo, current link, primary buttons.
 * @cssproperty --casino-color-border - Bar, field and panel borders.
 * @cssproperty --casino-color-warning - The stale-balance marker.
 * @cssproperty --casino-z-header - Stacking of the bar.
 * @cssproperty --casino-z-dropdown - Stacking of the summary panel.
 * @cssproperty --casino-color-backdrop - Behind an open drawer.
 * @cssproperty --casino-color-on-primary - Back to top arrow.
 */
export function defineHeader(): CustomElementConstructor | undefined {
  return defineElement(HEADER_TAG, Header, {
    attributes: { current: 'string', logoSrc: 'string' },
    shadow: true,
    styles: [headerCss],
  });
}
