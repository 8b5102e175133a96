import { isLanguage, localePath, type Language } from './language';

/** Static CMS pages by route name (front-end spec section 2, plus informations, help and the transfer pages). */
export const STATIC_PAGES = [
  'terms-and-conditions',
  'security',
  'responsible-gaming',
  'contact',
  'imprint',
  'affiliate-program',
  'privacy',
  'cookies',
  'amlcft',
  'informations',
  'help',
  // The transfer instructions the spec opens in a new tab (payment methods 14 and 161).
  'bank-transfer',
  'crypto-transfer',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

export function isStaticPage(value: string): value is StaticPage {
  return (STATIC_PAGES as readonly string[]).includes(value);
}

/** The responsible-gaming page: linked from the footer, the game frame and the cashier. */
export const RESPONSIBLE_GAMING_ROUTE = 'responsible-gaming' satisfies StaticPage;
export const MAINTENANCE_ROUTE = 'in-maintenance';
/** The admin access page (spec: no language prefix); staff reach it during maintenance too. */
export const ADMIN_ACCESS_ROUTE = 'kajot-prime_access_for_admin';
export const CHANGE_PASSWORD_ROUTE = 'changePassword';
export const CASINO_ROUTE = 'casino';
export const LOGIN_ROUTE = 'login';
export const REGISTRATION_ROUTE = 'registration';
export const RECOVERY_ROUTE = 'recovery-password';
/** Routes only for visitors: a signed-in player is sent to the casino page. */
export const VISITOR_ONLY_ROUTES = [LOGIN_ROUTE, REGISTRATION_ROUTE, RECOVERY_ROUTE] as const;

/**
 * The player area's routes by name (player-area spec, "Routes"; the front-end spec links to
 * /deposit, /kyc and /sowq directly). The cashier's and the account's elements own them; every link
 * into the player area names one of these, never the path.
 */
export const PLAYER_AREA_ROUTES = {
  dashboard: 'dashboard',
  deposit: 'deposit',
  withdraw: 'withdraw',
  /** The dashboard's own cashier pages (player-area spec: the dashboard's children). */
  dashboardDeposit: 'dashboard/deposit',
  dashboardWithdraw: 'dashboard/withdraw',
  kyc: 'kyc',
  sowq: 'sowq',
  limits: 'dashboard/limits',
  passwords: 'dashboard/passwords',
  profile: 'dashboard/informations',
  documents: 'dashboard/documents',
  reports: 'dashboard/reports',
  transactions: 'dashboard/transactions',
  myBonus: 'dashboard/myBonus',
  /** Where a payment provider sends the player back: `transactionRoute(id)`. */
  transaction: 'transactions/:transactionId',
  /** For visitors too: the link in a newsletter carries `?token=`. */
  newsletterOptOut: 'newsletter/opt-out',
} as const;
export type PlayerAreaRoute = keyof typeof PLAYER_AREA_ROUTES;

/** The status page of one transaction, where a payment provider sends the player back. */
export function transactionRoute(transactionId: number | string): string {
  return PLAYER_AREA_ROUTES.transaction.replace(':transactionId', encodeURIComponent(String(transactionId)));
}

/** Routes only for signed-in players: the player area (but the newsletter opt-out) and the imported player's password change. */
export const PLAYER_ROUTES = ['dashboard', 'deposit', 'withdraw', 'kyc', 'sowq', 'transactions', CHANGE_PASSWORD_ROUTE] as const;

/** The spec's game page, `/{lang}/game/play/{providerId}/{gameId}`; the demo of a game adds `?demo=1`. */
export function gamePlayPath(language: Language, providerId: number, gameId: number, demo = false): string {
  return `${localePath(language, `game/play/${providerId}/${gameId}`)}${demo ? '?demo=1' : ''}`;
}

const firstSegment = (route: string) => route.split(/[/?#]/)[0] ?? '';

export function isVisitorOnly(route: string): boolean {
  return (VISITOR_ONLY_ROUTES as readonly string[]).includes(firstSegment(route));
}

export function isPlayerRoute(route: string): boolean {
  return (PLAYER_ROUTES as readonly string[]).includes(firstSegment(route));
}

/** `/de/dashboard/limits?x=1` → { language: 'de', route: 'dashboard/limits' }. */
export function splitPath(path: string, fallback: Language): { language: Language; route: string } {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (isLanguage(first)) return { language: first, route: rest.join('/') };
  return { language: fallback, route: [first, ...rest].filter(Boolean).join('/') };
}

/** The same route in another language: the prefix changes, the rest (query, hash) stays. */
export function withLanguage(path: string, language: Language): string {
  const match = /^([^?#]*)(.*)$/.exec(path)!;
  const parts = match[1]!.split('/').filter(Boolean);
  if (isLanguage(parts[0])) parts.shift();
  return localePath(language, parts.join('/')) + match[2]!;
}

export interface RouteState {
  maintenance: boolean;
  signedIn: boolean;
  /** The player loaded and `is_crypt` is false: an imported player who must change the password. */
  mustChangePassword: boolean;
}

export type RouteDecision =
  | { kind: 'stay' }
  /** Go elsewhere; `returnTo` is the path to come back to after login. */
  | { kind: 'redirect'; route: string; returnTo?: string };

/**
 * The spec's route rules, in the order they win: maintenance over everything but the admin access
 * page, so staff can still enter admin mode (and back to / when it ends), then the imported player's password change, then player-only and visitor-only routes.
 */
export function decideRoute(route: string, state: RouteState, wantedPath: string): RouteDecision {
  const page = firstSegment(route);
  if (state.maintenance) {
    return page === MAINTENANCE_ROUTE || page === ADMIN_ACCESS_ROUTE ? { kind: 'stay' } : { kind: 'redirect', route: MAINTENANCE_ROUTE };
  }
  if (page === MAINTENANCE_ROUTE) return { kind: 'redirect', route: '' };
  if (state.signedIn && state.mustChangePassword) {
    return page === CHANGE_PASSWORD_ROUTE ? { kind: 'stay' } : { kind: 'redirect', route: CHANGE_PASSWORD_ROUTE };
  }
  if (!state.signedIn && isPlayerRoute(route)) return { kind: 'redirect', route: LOGIN_ROUTE, returnTo: wantedPath };
  if (state.signedIn && isVisitorOnly(route)) return { kind: 'redirect', route: CASINO_ROUTE };
  return { kind: 'stay' };
}
