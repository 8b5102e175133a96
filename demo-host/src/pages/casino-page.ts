import type { Page } from '../router';
import { bindText } from '../text';

/** The casino page; the lobby element takes its place in the lobby issue. */
export const casinoPage: Page = {
  titleKey: 'pages.casino.title',
  render() {
    const section = document.createElement('section');
    section.className = 'page';
    section.append(bindText(document.createElement('h1'), 'pages.casino.title'), bindText(document.createElement('p'), 'pages.casino.intro'));
    return section;
  },
};
