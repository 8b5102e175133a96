import { defineElement } from '@casino-sdk/ui';
import { dialogCss } from '@casino-sdk/ui/dialog';
import { AdminBar } from './AdminBar';
import { adminBarCss } from './admin-bar.styles';

export const ADMIN_BAR_TAG = 'casino-admin-bar';

/**
 * `<casino-admin-bar>`: the admin-mode bar; put it under the header on every page. Renders nothing
 * unless admin mode is open in this tab (`store.admin`, restored on start from the saved token).
 * Shadow DOM: style it through parts and `--casino-*` properties.
 *
 * In admin mode: a region labelled "Admin mode" saying "Admin mode — {username}", a switch "Show
 * text keys" (every element then shows i18n keys instead of texts, so operators find the text to
 * edit; remembered for the tab) and "Exit admin mode", which asks 'Are you sure you want to exit
 * Admin Mode?' with "Exit" and "Cancel". The bar's own words stay readable with the keys shown.
 *
 * @attr redirect - Path to go to after leaving admin mode. Default `/` (spec).
 *
 * @event casino-admin-logout - `{}` after the exit was confirmed and admin mode ended (bubbles, composed).
 * @event casino-navigate - `{ path }`, cancelable, after the exit. Without preventDefault the SDK
 *   calls `location.assign(path)`.
 *
 * @csspart bar - The region.
 * @csspart status - "Admin mode — {username}".
 * @csspart keys-toggle - The label around the switch.
 * @csspart keys-switch - The switch (`<input type="checkbox" role="switch">`).
 * @csspart exit-button - "Exit admin mode".
 * @csspart exit-question - The confirmation's question.
 * @csspart exit-confirm - The confirmation's "Exit".
 * @csspart exit-cancel - The confirmation's "Cancel".
 *
 * @cssproperty --casino-color-surface-raised - Bar background.
 * @cssproperty --casino-color-warning - The bar's bottom edge and dot.
 * @cssproperty --casino-color-primary - The switch when on.
 * @cssproperty --casino-color-border - The switch when off.
 * @cssproperty --casino-color-focus - Focus ring.
 */
export function defineAdminBar(): CustomElementConstructor | undefined {
  return defineElement(ADMIN_BAR_TAG, AdminBar, {
    attributes: { redirect: 'string' },
    shadow: true,
    styles: [dialogCss, adminBarCss],
  });
}
