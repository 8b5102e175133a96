import type { Page } from '../router';

/** Imported players land here on every route until they set a new password (spec). */
export const changePasswordPage: Page = {
  titleKey: 'pages.changePassword.title',
  render() {
    const section = document.createElement('section');
    section.className = 'page page--narrow';
    section.append(document.createElement('casino-change-password'));
    return section;
  },
};
