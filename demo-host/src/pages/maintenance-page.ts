import type { Page } from '../router';

/** Bare: header, footer and their links would only lead back here while maintenance lasts. */
export const maintenancePage: Page = {
  titleKey: 'pages.in-maintenance.title',
  bare: true,
  render() {
    const section = document.createElement('section');
    section.className = 'page page--narrow page--bare';
    section.append(document.createElement('casino-maintenance'));
    return section;
  },
};
