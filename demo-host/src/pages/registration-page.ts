import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadRegistration = lazyElement(() => import('@casino-sdk/access/elements/casino-registration'));

/**
 * `registration` and `registration/:temp_token` (the restore link, step -1). The `promocode`
 * query parameter is read by the element itself.
 */
export function registrationPage(restore: boolean): Page {
  return {
    titleKey: 'pages.registration.title',
    load: loadRegistration,
    render({ route }) {
      loadRegistration();
      const section = document.createElement('section');
      section.className = 'page page--narrow';
      const element = document.createElement('casino-registration');
      if (restore) element.setAttribute('temp-token', decodeURIComponent(route.split('/')[1] ?? ''));
      section.append(element);
      return section;
    },
  };
}
