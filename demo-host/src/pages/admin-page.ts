import type { Page } from '../router';

/** The admin access page (spec route /kajot-prime_access_for_admin, no language prefix). */
export const adminPage: Page = {
  titleKey: 'pages.admin.title',
  render() {
    const section = document.createElement('section');
    section.className = 'page page--narrow';
    section.append(document.createElement('casino-admin'));
    return section;
  },
};
