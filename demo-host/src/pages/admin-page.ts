import { getRuntime } from '@casino-sdk/core/internal';
import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadAdmin = lazyElement(() => import('@casino-sdk/site/elements/casino-admin'));

/**
 * The admin access page (spec route /kajot-prime_access_for_admin, no language prefix). During
 * maintenance it is bare like the maintenance page: staff reach it, and the header's links would
 * only lead to the maintenance page.
 */
export const adminPage: Page = {
  titleKey: 'pages.admin.title',
  bare: () => getRuntime().store.maintenance.value,
  load: loadAdmin,
  render() {
    loadAdmin();
    const section = document.createElement('section');
    section.className = 'page page--narrow';
    section.append(document.createElement('casino-admin'));
    return section;
  },
};
