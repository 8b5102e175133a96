import type { Page } from '../router';

export const loginPage: Page = {
  titleKey: 'login.title',
  render() {
    const section = document.createElement('section');
    section.className = 'page page--narrow';
    section.append(document.createElement('casino-login'));
    return section;
  },
};
