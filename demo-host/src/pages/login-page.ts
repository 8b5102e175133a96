import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadLogin = lazyElement(() => import('@casino-sdk/access/elements/casino-login'));

export const loginPage: Page = {
  titleKey: 'pages.login.title',
  load: loadLogin,
  render() {
    loadLogin();
    const section = document.createElement('section');
    section.className = 'page page--narrow';
    section.append(document.createElement('casino-login'));
    return section;
  },
};
