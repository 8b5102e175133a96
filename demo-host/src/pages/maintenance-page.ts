import type { Page } from '../router';

export const maintenancePage: Page = {
  titleKey: 'pages.in-maintenance.title',
  render() {
    const section = document.createElement('section');
    section.className = 'page page--narrow';
    section.append(document.createElement('casino-maintenance'));
    return section;
  },
};
