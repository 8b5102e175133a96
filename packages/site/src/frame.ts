import { defineAdminBar } from './admin/casino-admin-bar';
import { defineCookieConsent } from './consent/casino-cookie-consent';
import { defineSiteDialogs } from './dialogs/casino-site-dialogs';
import { defineFooter } from './footer/casino-footer';
import { defineHeader } from './header/casino-header';
import { defineLoading } from './loading/casino-loading';

/**
 * Registers the elements of the frame every page has: `<casino-loading>`, `<casino-header>`,
 * `<casino-admin-bar>`, `<casino-footer>`, `<casino-cookie-consent>` and `<casino-site-dialogs>`.
 * Unlike the package's main entry, importing this registers nothing by itself, so a host can set
 * the SDK up first and load each page's own elements (`@casino-sdk/site/elements/casino-login`,
 * ...) only when it shows that page. Safe to call more than once.
 */
export function defineFrameElements(): void {
  defineLoading();
  defineHeader();
  defineAdminBar();
  defineFooter();
  defineCookieConsent();
  defineSiteDialogs();
}
