import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadPasswordReset = lazyElement(() => import('@casino-sdk/access/elements/casino-password-reset'));

/** The e-mailed link's route, with its token, and the same page once the token has left the address bar. */
export const PASSWORD_RESET_ROUTE = 'password/reset';
export const PASSWORD_RESET_LINK_ROUTE = `${PASSWORD_RESET_ROUTE}/:temp_token`;

/**
 * `password/reset/{temp_token}`: `<casino-password-reset>` with the token, which takes it out of
 * the address bar. The sandbox serves this path with `Referrer-Policy: no-referrer`.
 */
export const passwordResetPage: Page = {
  titleKey: 'pages.passwordReset.title',
  load: loadPasswordReset,
  render({ route }) {
    loadPasswordReset();
    const section = document.createElement('section');
    section.className = 'page page--narrow';
    const element = document.createElement('casino-password-reset');
    const token = route.split('/')[2];
    if (token) element.setAttribute('token', token);
    section.append(element);
    return section;
  },
};
