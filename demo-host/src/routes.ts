import { ADMIN_ACCESS_ROUTE, CHANGE_PASSWORD_ROUTE, MAINTENANCE_ROUTE, STATIC_PAGES } from '@casino-sdk/core/rules';
import type { RouteTable } from './router';
import { adminPage } from './pages/admin-page';
import { casinoPage, LOBBY_ROUTES, lobbyPage } from './pages/casino-page';
import { changePasswordPage } from './pages/change-password-page';
import { comingSoonPage } from './pages/coming-soon-page';
import { contentPage } from './pages/content-page';
import { GAME_ROUTE, gamePage } from './pages/game-page';
import { loginPage } from './pages/login-page';
import { maintenancePage } from './pages/maintenance-page';
import { promotionsPage } from './pages/promotions-page';
import { PASSWORD_RESET_LINK_ROUTE, PASSWORD_RESET_ROUTE, passwordResetPage } from './pages/password-reset-page';
import { recoveryPage } from './pages/recovery-page';
import { registrationPage } from './pages/registration-page';

/**
 * Destinations the header, footer and login already link to whose elements come with later issues:
 * until then each has its own honest "coming soon" page.
 */
export const COMING_SOON_ROUTES = [
  'dashboard',
  'deposit',
  'withdraw',
  'kyc',
] as const;

/** The site's routes, after the language prefix. */
export const routes: RouteTable = {
  '': casinoPage,
  ...Object.fromEntries(LOBBY_ROUTES.map((route) => [route, route === 'casino' ? casinoPage : lobbyPage(route)])),
  [GAME_ROUTE]: gamePage,
  login: loginPage,
  'recovery-password': recoveryPage,
  [PASSWORD_RESET_ROUTE]: passwordResetPage,
  [PASSWORD_RESET_LINK_ROUTE]: passwordResetPage,
  promotion: promotionsPage(false),
  'promotion/:promotionId': promotionsPage(true),
  registration: registrationPage(false),
  'registration/:temp_token': registrationPage(true),
  [MAINTENANCE_ROUTE]: maintenancePage,
  [CHANGE_PASSWORD_ROUTE]: changePasswordPage,
  [ADMIN_ACCESS_ROUTE]: adminPage,
  ...Object.fromEntries(STATIC_PAGES.map((name) => [name, contentPage(name)])),
  ...Object.fromEntries(COMING_SOON_ROUTES.map((route) => [route, comingSoonPage(route)])),
};
