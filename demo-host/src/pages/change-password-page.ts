import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadChangePassword = lazyElement(() => import('@casino-sdk/access/elements/casino-change-password'));

/** Imported players land here on every route until they set a new password (spec). */
export const changePasswordPage: Page = {
  titleKey: 'pages.changePassword.title',
  load: loadChangePassword,
  render() {
    loadChangePassword();
    const section = document.createElement('section');
    section.className = 'page page--narrow';
    section.append(document.createElement('casino-change-password'));
    return section;
  },
};
