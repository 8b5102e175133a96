import { browserStorage } from '@casino-sdk/core/internal';

/** The tab's copy of the link's token: it leaves the address bar, and a reload still finds it. */
export const RESET_TOKEN_KEY = 'casino-sdk.reset-token';

type AddressBar = Pick<Location, 'pathname' | 'search' | 'hash'>;
type PageHistory = Pick<History, 'state' | 'replaceState'>;


/**
 * The reset link's token: the one given (the route's `temp_token`), else the one this tab kept.
 * Once read it leaves the address bar (`history.replaceState`), so it is not in the history,
 * a bookmark or a shared screen; the page's `Referrer-Policy: no-referrer` keeps it from other sites.
 */
export function takeResetToken(given: string | undefined, location: AddressBar | undefined = globalThis.location, history: PageHistory | undefined = globalThis.history): string {
  const token = given?.trim() || browserStorage('sessionStorage')?.getItem(RESET_TOKEN_KEY) || '';
  if (given?.trim()) browserStorage('sessionStorage')?.setItem(RESET_TOKEN_KEY, token);
  const segment = `/${token}`;
  if (token && location && history && location.pathname.includes(segment)) {
    history.replaceState(history.state, '', location.pathname.replace(segment, '') + location.search + location.hash);
  }
  return token;
}

/** The link is used up (or dead): the tab forgets it. */
export function forgetResetToken(): void {
  browserStorage('sessionStorage')?.removeItem(RESET_TOKEN_KEY);
}
