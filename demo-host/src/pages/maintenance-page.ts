import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadMaintenance = lazyElement(() => import('@casino-sdk/site/elements/casino-maintenance'));

/** Bare: header, footer and their links would only lead back here while maintenance lasts. */
export const maintenancePage: Page = {
  titleKey: 'pages.in-maintenance.title',
  bare: true,
  load: loadMaintenance,
  render() {
    loadMaintenance();
    const section = document.createElement('section');
    section.className = 'page page--narrow page--bare';
    section.append(document.createElement('casino-maintenance'));
    return section;
  },
};
