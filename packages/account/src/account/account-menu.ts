import { localePath, PLAYER_AREA_ROUTES, type Language } from '@casino-sdk/core/rules';

/** The dashboard's children, in the spec's order (player-area spec §2). */
export const ACCOUNT_MENU = ['deposit', 'limits', 'passwords', 'informations', 'documents', 'kyc', 'sowq', 'reports', 'transactions', 'withdraw', 'myBonus'] as const;
export type AccountMenuItem = (typeof ACCOUNT_MENU)[number];

/** Where each child lives on the site, after the language (the routes the site already uses). */
const SITE_ROUTES: Record<AccountMenuItem, string> = {
  deposit: PLAYER_AREA_ROUTES.dashboardDeposit,
  limits: PLAYER_AREA_ROUTES.limits,
  passwords: PLAYER_AREA_ROUTES.passwords,
  informations: PLAYER_AREA_ROUTES.profile,
  documents: PLAYER_AREA_ROUTES.documents,
  kyc: PLAYER_AREA_ROUTES.kyc,
  sowq: PLAYER_AREA_ROUTES.sowq,
  reports: PLAYER_AREA_ROUTES.reports,
  transactions: PLAYER_AREA_ROUTES.transactions,
  withdraw: PLAYER_AREA_ROUTES.dashboardWithdraw,
  myBonus: PLAYER_AREA_ROUTES.myBonus,
};

/**
 * The path of a child: under the host's `basePath` when it gives one (`/account` → `/account/kyc`),
 * else the site's own route in the player's language.
 */
export function accountPath(item: AccountMenuItem, language: Language, basePath?: string | null): string {
  const base = basePath?.trim().replace(/\/+$/, '');
  return base ? `${base}/${item}` : localePath(language, SITE_ROUTES[item]);
}

export function isAccountMenuItem(value: unknown): value is AccountMenuItem {
  return typeof value === 'string' && (ACCOUNT_MENU as readonly string[]).includes(value);
}
