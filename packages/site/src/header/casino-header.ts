import { defineElement } from '@casino-sdk/ui';
import { Header } from './Header';
import { headerCss } from './header.styles';

export const HEADER_TAG = 'casino-header';

/**
 * `<casino-header>`: the site header (desktop layout; it wraps and scrolls rather than breaking
 * down to 390 px). Shadow DOM: style it through parts and `--casino-*` properties.
 *
 * @attr current - Route of the page shown (`casino`, `prime`, `live-casino`, `crash-games`,
 *   `others`, `promotion`); that link gets aria-current="page".
 *
 * @event casino-logout - `{}` after the player logged out from the summary panel (bubbles, composed).
 * @event casino-navigate - `{ path }`, cancelable: logo, links, Login, Register, Dashboard, Deposit,
 *   and `/` after logout. Without preventDefault the SDK calls `location.assign(path)`.
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
 *
 * @cssproperty --casino-color-surface - Bar and panel background.
 * @cssproperty --casino-color-surface-raised - Balance field background.
 * @cssproperty --casino-color-text - Text colour.
 * @cssproperty --casino-color-primary - Logo, current link, primary buttons.
 * @cssproperty --casino-color-border - Bar, field and panel borders.
 * @cssproperty --casino-color-warning - The stale-balance marker.
 * @cssproperty --casino-z-header - Stacking of the bar.
 * @cssproperty --casino-z-dropdown - Stacking of the summary panel.
 */
export function defineHeader(): CustomElementConstructor {
  return defineElement(HEADER_TAG, Header, {
    attributes: { current: 'string' },
    shadow: true,
    styles: [headerCss],
  });
}
