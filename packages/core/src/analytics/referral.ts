import { COOKIES, writeCookie } from '../cookies';

export const REFERRAL_COOKIE_SECONDS = 30 * 24 * 60 * 60;

/** A `btag` query parameter is the affiliate's referral: kept 30 days for registration. */
export function captureReferral(search: string): string | null {
  const btag = new URLSearchParams(search).get('btag')?.trim();
  if (!btag) return null;
  writeCookie(COOKIES.referral, btag, REFERRAL_COOKIE_SECONDS);
  return btag;
}
