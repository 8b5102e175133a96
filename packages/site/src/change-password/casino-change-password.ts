import { defineElement } from '@casino-sdk/ui';
import { fieldCss, formCss } from '@casino-sdk/ui/field';
import { ChangePasswordForm } from './ChangePasswordForm';
import { changePasswordCss } from './change-password.styles';

export const CHANGE_PASSWORD_TAG = 'casino-change-password';

/**
 * `<casino-change-password>`: the imported player's password change (player-area spec §2, §5, §7).
 * An account moved from an older platform (`player.is_crypt === false`) must choose a new password
 * before anything else; `checkRoute` sends such a player to `/{lang}/changePassword` on every route,
 * where the host shows this element. Light DOM, so password managers see the new-password fields.
 *
 * The new password follows the imported-player rule (8+ characters, a lowercase and an uppercase
 * letter, a digit and one of @$!%*?&, nothing else); the confirmation must equal it. The button
 * is disabled until both hold. On submit: `PUT static/players/{user_id}` with
 * `{ password, is_crypt: true }`, then the player is loaded again (now `is_crypt: true`, so the
 * route guard lets them go) and the element asks to navigate on.
 *
 * States: signed out (a Log in button), the form, and done (saved a moment ago, or a player who
 * never needed the change: a Continue button).
 *
 * @attr redirect - Path to go to after the password is saved. Default `/{lang}/casino`.
 *
 * @event casino-navigate - `{ path }`, cancelable: the redirect after saving, Continue, Log in,
 *   and `/{lang}/` after Log out. Without preventDefault the SDK calls `location.assign(path)`.
 * @event casino-logout - `{}` after the player logged out with the element's Log out button.
 *
 * @csspart form - The `<form>`.
 * @csspart intro - The explanation under the heading.
 * @csspart error - The alert region holding the platform's refusal (empty when there is none).
 * @csspart new-password - The New password input.
 * @csspart confirm-password - The Confirm password input.
 * @csspart submit - The save button.
 * @csspart logout-button - The Log out button (the way out without a new password).
 * @csspart done - The container shown once the password is saved (or was never needed).
 * @csspart continue-button - Continue to the casino, in the done state.
 * @csspart signed-out - The container shown without a session.
 * @csspart login-button - Log in, in the signed-out state.
 *
 * In the light DOM `::part()` does not apply; the same pieces carry stable classes
 * (`.casino-change-password__form`, `.casino-change-password__error`, ...) for the host page's CSS.
 *
 * @cssproperty --casino-color-surface - Card background.
 * @cssproperty --casino-color-text - Text colour.
 * @cssproperty --casino-color-text-muted - Help text and the log-out line.
 * @cssproperty --casino-color-primary - The save button.
 * @cssproperty --casino-color-danger - Error border, field errors and icon.
 * @cssproperty --casino-color-danger-surface - Error background.
 * @cssproperty --casino-radius-lg - Card corner radius.
 */
export function defineChangePassword(): CustomElementConstructor | undefined {
  return defineElement(CHANGE_PASSWORD_TAG, ChangePasswordForm, {
    attributes: { redirect: 'string' },
    styles: [fieldCss, formCss, changePasswordCss],
  });
}
