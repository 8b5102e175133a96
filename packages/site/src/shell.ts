import { defineCookieConsent } from './consent/casino-cookie-consent';
import { defineHeader } from './header/casino-header';
import { defineLoading } from './loading/casino-loading';

/**
 * Registers the shell (the site around the pages) a visitor sees on the first paint: `<casino-loading>`, `<casino-header>` and
 * `<casino-cookie-consent>`. Unlike the package's main entry, importing this registers nothing by
 * itself, so a host can set the SDK up first and load each page's own elements
 * (`@casino-sdk/site/elements/casino-login`, ...) only when it shows that page. Safe to call more
 * than once. The rest of the shell is loaded when needed, each from its own entry
 * (`@casino-sdk/site/elements/casino-footer`, `casino-admin-bar`, `casino-site-dialogs`).
 */
export function defineShellElements(): void {
  defineLoading();
  defineHeader();
  defineCookieConsent();
}

