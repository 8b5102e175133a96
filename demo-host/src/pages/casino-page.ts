import type { Page } from '../router';
import { text } from '../text';

/** The casino page; the lobby element takes its place in the lobby issue. */
export const casinoPage: Page = {
  titleKey: 'pages.casino.title',
  render() {
    const section = document.createElement('section');
    section.className = 'page';
    const heading = document.createElement('h1');
    heading.textContent = text('pages.casino.title');
    const intro = document.createElement('p');
    intro.textContent = text('pages.casino.intro');
    section.append(heading, intro);
    return section;
  },
};
