// The element interfaces, HTMLElementTagNameMap and React JSX types, generated from the definitions.
export type * from './elements.generated';
import { defineHeader, HEADER_TAG } from './header/casino-header';
import { defineFooter, FOOTER_TAG } from './footer/casino-footer';
import { COOKIE_CONSENT_TAG, defineCookieConsent } from './consent/casino-cookie-consent';
import { defineLoading, LOADING_TAG } from './loading/casino-loading';
import { defineMaintenance, MAINTENANCE_TAG } from './maintenance/casino-maintenance';
import { defineContentPage, CONTENT_PAGE_TAG } from './content-page/casino-content-page';
import { defineSiteDialogs, SITE_DIALOGS_TAG } from './dialogs/casino-site-dialogs';
import { ADMIN_TAG, defineAdmin } from './admin/casino-admin';
import { ADMIN_BAR_TAG, defineAdminBar } from './admin/casino-admin-bar';
import { definePromotions, PROMOTIONS_TAG } from './promotions/casino-promotions';

export { Header, type HeaderProps } from './header/Header';
export { createHeaderModel, headerState, HEADER_LINKS, type HeaderModel, type HeaderState, type HeaderRoute, type PlayerFigures } from './header/header-model';
export { headerScrollState, isDesktopWidth, ACCOUNT_MENU_LINKS, COMPACT_AFTER_SCROLL, SCROLL_TOP_AFTER_SCROLL, DESKTOP_MIN_WIDTH, type HeaderMenu, type HeaderScrollState } from './header/header-model';
export { Footer } from './footer/Footer';
export { createFooterModel, FOOTER_LINK_GROUPS, HELP_ORGANISATIONS, type FooterModel, type PaymentLogo, type PaymentMethodsState } from './footer/footer-model';
export { defineFooter, FOOTER_TAG };
export { defineHeader, HEADER_TAG };
export { CookieConsent } from './consent/CookieConsent';
export { createConsentModel, NO_OPTIONAL_COOKIES, OPTIONAL_COOKIES, type ConsentModel } from './consent/consent-model';
export { openCookieSettings, OPEN_CONSENT_EVENT, CONSENT_EVENT } from './consent/consent-events';
export { defineCookieConsent, COOKIE_CONSENT_TAG };
export { LoadingScreen, type LoadingScreenProps } from './loading/LoadingScreen';
export { createLoadingModel, SLOW_CONNECTION_AFTER_MS, type LoadingModel } from './loading/loading-model';
export { defineLoading, LOADING_TAG };
export { MaintenancePage, type MaintenancePageProps } from './maintenance/MaintenancePage';
export { watchMaintenanceEnd, MAINTENANCE_CHECK_MS } from './maintenance/maintenance-model';
export { defineMaintenance, MAINTENANCE_TAG };
export { ContentPage, type ContentPageProps } from './content-page/ContentPage';
export { createContentPageModel, sectionFromHash, type ContentPageModel, type ContentPageState } from './content-page/content-page-model';
export type { SanitizeOptions } from './content-page/cms-sanitizer';
export { classifyCmsLink, isSafeImageUrl, type CmsLink } from '@casino-sdk/core/rules';
export { defineContentPage, CONTENT_PAGE_TAG };
export { SiteDialogs } from './dialogs/SiteDialogs';
export {
  createSiteDialogsModel,
  chooseDialog,
  messageActions,
  followUpPath,
  realityCheckSeconds,
  REALITY_CHECK_DEFAULT_SECONDS,
  type SiteDialog,
  type SiteDialogsModel,
  type MessageAction,
} from './dialogs/site-dialogs-model';
export { defineSiteDialogs, SITE_DIALOGS_TAG };
export { AdminAccess, type AdminAccessProps } from './admin/AdminAccess';
export { AdminBar, type AdminBarProps } from './admin/AdminBar';
export { createAdminAccessModel, createAdminBarModel, type AdminAccessModel, type AdminAccessOutcome, type AdminBarModel, type AdminFieldErrors } from './admin/admin-model';
export { ADMIN_LOGIN_EVENT, ADMIN_LOGOUT_EVENT } from './admin/admin-events';
export { defineAdmin, defineAdminBar, ADMIN_TAG, ADMIN_BAR_TAG };
export { Promotions, type PromotionsProps } from './promotions/Promotions';
export { createPromotionsModel, cardImage, type PromotionsModel, type PromotionListState, type PromotionDetailState } from './promotions/promotions-model';
export { definePromotions, PROMOTIONS_TAG };

/** Registers the site's elements (the shell around the pages, and the content, promotions and admin pages). Safe to call more than once. */
export function defineSiteElements(): void {
  defineHeader();
  defineFooter();
  defineCookieConsent();
  defineLoading();
  defineMaintenance();
  defineContentPage();
  defineSiteDialogs();
  defineAdmin();
  defineAdminBar();
  definePromotions();
}

// Importing the package registers the elements (a no-op outside a browser and on a second import).
if (typeof customElements !== 'undefined') defineSiteElements();
