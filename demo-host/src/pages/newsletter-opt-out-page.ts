import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadOptOut = lazyElement(() => import('@casino-sdk/account/elements/casino-newsletter-opt-out'));

/** `newsletter/opt-out?token=`: `<casino-newsletter-opt-out>` with the link's token, for visitors too. */
export const newsletterOptOutPage: Page = {
  titleKey: 'pages.newsletterOptOut.title',
  load: loadOptOut,
  render() {
    loadOptOut();
    const section = document.createElement('section');
    section.className = 'page page--narrow';
    const element = document.createElement('casino-newsletter-opt-out');
    const token = new URLSearchParams(window.location.search).get('token');
    if (token) element.setAttribute('token', token);
    section.append(element);
    return section;
  },
};
