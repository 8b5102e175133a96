import { defineElement } from '@casino-sdk/ui';
import { dialogCss } from '@casino-sdk/ui/dialog';
import { fieldCss, formCss } from '@casino-sdk/ui/field';
import { LoginForm } from './LoginForm';
import { loginCss } from './login.styles';

export const LOGIN_TAG = 'casino-login';

/**
 * `<casino-login>`: the login form. Light DOM, so password managers and autofill see the inputs.
 *
 * @attr redirect - Path to go to after a successful login. Default `/{lang}/casino`.
 *
 * @event casino-login - `{ playerId: number }` after a successful login (bubbles, composed).
 * @event casino-navigate - `{ path }`, cancelable: the recovery link, Register now, and the
 *   redirect after login. Without preventDefault the SDK calls `location.assign(path)`.
 *
 * @csspart form - The `<form>`.
 * @csspart username - The username input.
 * @csspart password - The password input.
 * @csspart submit - The log-in button.
 * @csspart error - The alert region holding the server's message (empty when there is none).
 * @csspart recovery-link - The "Forgot your password?" link to `/{lang}/recovery-password`.
 * @csspart register-button - The "Register now" button to `/{lang}/registration`.
 * @csspart blocked-text - The too-many-attempts dialog's message (the platform answered 429).
 * @csspart blocked-recovery-link - Its link to `/{lang}/recovery-password`.
 * @csspart blocked-support-link - Its link to customer support, `/{lang}/contact`.
 * @csspart blocked-close - Its Close button.
 *
 * In the light DOM `::part()` does not apply; the same pieces carry stable classes
 * (`.casino-login__form`, `.casino-login__error`, ...) for the host page's CSS.
 *
 * @cssproperty --casino-color-surface - Card background.
 * @cssproperty --casino-color-text - Text colour.
 * @cssproperty --casino-color-primary - Submit button and links.
 * @cssproperty --casino-color-danger - Error border and icon.
 * @cssproperty --casino-color-danger-surface - Error background.
 * @cssproperty --casino-radius-lg - Card corner radius.
 */
export function defineLogin(): CustomElementConstructor | undefined {
  return defineElement(LOGIN_TAG, LoginForm, {
    attributes: { redirect: 'string' },
    styles: [fieldCss, formCss, dialogCss, loginCss],
  });
}
