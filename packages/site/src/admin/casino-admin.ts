import { defineElement } from '@casino-sdk/ui';
import { dialogCss } from '@casino-sdk/ui/dialog';
import { fieldCss, formCss } from '@casino-sdk/ui/field';
import { AdminAccess } from './AdminAccess';
import { adminCss } from './admin.styles';

export const ADMIN_TAG = 'casino-admin';

/**
 * `<casino-admin>`: the admin access page (spec route `/kajot-prime_access_for_admin`). Light DOM,
 * so password managers and autofill see the inputs.
 *
 * Unlike the spec's gate, nothing secret is in the browser: the platform checks the name and
 * password (`POST auth/admin/login`, rate-limited) and the tab keeps only the short-lived admin
 * token in sessionStorage (`casino-sdk.admin-token`), never the password.
 *
 * States: the form (heading "Admin access", Username, Password, "Enter admin mode"); an alert
 * with 'Incorrect credentials' (the typed username stays, the password is cleared), "Too many
 * failed attempts. Try again in N minutes." after repeated failures, or the network error; and,
 * already in admin mode, "You are in admin mode as {name}." with "Exit admin mode" (asks 'Are you
 * sure you want to exit Admin Mode?' first).
 *
 * @attr redirect - Path to go to after entering or leaving admin mode. Default `/` (spec).
 * @attr heading-level - 1–6, default 1: the level of the heading when the page has its own `<h1>`.
 *
 * @event casino-admin-login - `{ username }` once admin mode is open (bubbles, composed).
 * @event casino-admin-logout - `{}` after the exit was confirmed and admin mode ended.
 * @event casino-navigate - `{ path }`, cancelable: to `redirect` after entering or leaving admin
 *   mode. Without preventDefault the SDK calls `location.assign(path)`.
 *
 * @csspart heading - The heading.
 * @csspart intro - The line under the heading explaining admin mode.
 * @csspart form - The `<form>`.
 * @csspart error - The alert region (empty when there is nothing to say).
 * @csspart username - The username input.
 * @csspart password - The password input.
 * @csspart submit - "Enter admin mode".
 * @csspart signed-in - The panel shown while in admin mode.
 * @csspart status - "You are in admin mode as {name}."
 * @csspart exit-button - "Exit admin mode".
 * @csspart exit-question - The confirmation's question; `exit-confirm` / `exit-cancel` its buttons.
 *
 * In the light DOM `::part()` does not apply; the same pieces carry stable classes
 * (`.casino-admin__form`, `.casino-admin__error`, ...) for the host page's CSS.
 *
 * @cssproperty --casino-color-surface - Card background.
 * @cssproperty --casino-color-text - Text colour.
 * @cssproperty --casino-color-text-muted - The intro line.
 * @cssproperty --casino-color-primary - The submit button.
 * @cssproperty --casino-color-danger - Error border and icon.
 * @cssproperty --casino-color-danger-surface - Error background.
 * @cssproperty --casino-radius-lg - Card corner radius.
 */
export function defineAdmin(): CustomElementConstructor | undefined {
  return defineElement(ADMIN_TAG, AdminAccess, {
    attributes: { redirect: 'string', headingLevel: 'number' },
    styles: [fieldCss, formCss, dialogCss, adminCss],
  });
}
