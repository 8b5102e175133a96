import './jsx-elements';
import { defineHeader, HEADER_TAG } from './header/casino-header';
import { defineLogin, LOGIN_TAG } from './login/casino-login';

export { LoginForm, type LoginFormProps } from './login/LoginForm';
export { createLoginModel, type LoginModel, type LoginOutcome, type LoginFieldErrors, type Message } from './login/login-model';
export { Header, type HeaderProps } from './header/Header';
export { createHeaderModel, headerState, HEADER_LINKS, type HeaderModel, type HeaderState, type HeaderRoute, type PlayerFigures } from './header/header-model';
export { defineLogin, defineHeader, LOGIN_TAG, HEADER_TAG };

/** Registers `<casino-login>` and `<casino-header>`. Safe to call more than once. */
export function defineSiteElements(): void {
  defineLogin();
  defineHeader();
}

// Importing the package registers the elements (a no-op outside a browser and on a second import).
if (typeof customElements !== 'undefined') defineSiteElements();
