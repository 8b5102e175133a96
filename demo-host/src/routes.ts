import { ADMIN_ACCESS_ROUTE, CHANGE_PASSWORD_ROUTE, MAINTENANCE_ROUTE, STATIC_PAGES } from '@casino-sdk/core';
import type { RouteTable } from './router';
import { adminPage } from './pages/admin-page';
import { casinoPage } from './pages/casino-page';
import { changePasswordPage } from './pages/change-password-page';
import { contentPage } from './pages/content-page';
import { loginPage } from './pages/login-page';
import { maintenancePage } from './pages/maintenance-page';

/**
 * The site's routes, after the language prefix. Routes whose elements come with later issues
 * (lobby pages, promotions, registration, cashier, dashboard, game page) get their pages then;
 * until then their paths go home like any unknown path.
 */
export const routes: RouteTable = {
  '': casinoPage,
  casino: casinoPage,
  login: loginPage,
  [MAINTENANCE_ROUTE]: maintenancePage,
  [CHANGE_PASSWORD_ROUTE]: changePasswordPage,
  [ADMIN_ACCESS_ROUTE]: adminPage,
  ...Object.fromEntries(STATIC_PAGES.map((name) => [name, contentPage(name)])),
};
