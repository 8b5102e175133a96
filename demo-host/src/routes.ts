import { ADMIN_ACCESS_ROUTE, CHANGE_PASSWORD_ROUTE, MAINTENANCE_ROUTE, PLAYER_AREA_ROUTES, STATIC_PAGES } from '@casino-sdk/core/rules';
import type { RouteTable } from './router';
import { adminPage } from './pages/admin-page';
import { casinoPage, LOBBY_ROUTES, lobbyPage } from './pages/casino-page';
import { changePasswordPage } from './pages/change-password-page';
import { accountPage } from './pages/account-page';
import { cashierPage } from './pages/cashier-page';
import { contentPage } from './pages/content-page';
import { GAME_ROUTE, gamePage } from './pages/game-page';
import { loginPage } from './pages/login-page';
import { maintenancePage } from './pages/maintenance-page';
import { promotionsPage } from './pages/promotions-page';
import { PASSWORD_RESET_LINK_ROUTE, PASSWORD_RESET_ROUTE, passwordResetPage } from './pages/password-reset-page';
import { newsletterOptOutPage } from './pages/newsletter-opt-out-page';
import { recoveryPage } from './pages/recovery-page';
import { transactionPage } from './pages/transaction-page';
import { registrationPage } from './pages/registration-page';

/** The player area: the cashier's own pages and the account's views (issues 22 and 23). */
const BUILT_ROUTES: RouteTable = {
  [PLAYER_AREA_ROUTES.deposit]: cashierPage('deposit'),
  [PLAYER_AREA_ROUTES.withdraw]: cashierPage('withdraw'),
  [PLAYER_AREA_ROUTES.dashboard]: accountPage('dashboard', 'deposit'),
  [PLAYER_AREA_ROUTES.dashboardDeposit]: accountPage('deposit', 'deposit'),
  [PLAYER_AREA_ROUTES.dashboardWithdraw]: accountPage('withdraw', 'withdraw'),
  [PLAYER_AREA_ROUTES.limits]: accountPage('limits', 'limits'),
  [PLAYER_AREA_ROUTES.passwords]: accountPage('passwords', 'passwords'),
  [PLAYER_AREA_ROUTES.profile]: accountPage('profile', 'informations'),
  [PLAYER_AREA_ROUTES.documents]: accountPage('documents', 'documents'),
  [PLAYER_AREA_ROUTES.kyc]: accountPage('kyc', 'kyc'),
  [PLAYER_AREA_ROUTES.transaction]: transactionPage,
  [PLAYER_AREA_ROUTES.newsletterOptOut]: newsletterOptOutPage,
  [PLAYER_AREA_ROUTES.reports]: accountPage('reports', 'reports'),
  [PLAYER_AREA_ROUTES.transactions]: accountPage('transactions', 'transactions'),
  [PLAYER_AREA_ROUTES.myBonus]: accountPage('myBonus', 'myBonus'),
  [PLAYER_AREA_ROUTES.sowq]: accountPage('sowq', 'sowq'),
};


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
  ...BUILT_ROUTES,
};
