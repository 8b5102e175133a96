/** The cookies the spec names, so no other module spells them. */
export const COOKIES = {
  mgaCounter: 'mgaCounter',
  consent: 'cookieConfirmed',
  language: 'language',
  referral: 'btag',
  /** The login attempt counter (spec §4: 10 min) and the recovery status (1 h). */
  loginAttempts: 'loginAttempts',
  recoveryStatus: 'recoveryStatus',
  /** Player-area spec §9: one withdrawal request every 600 s; the value is when the wait ends. */
  withdrawCooldown: 'withdrawCooldown',
} as const;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/**
 * A successful login or password reset ends the browser's login attempt counter and recovery
 * status (spec §4): whoever knows the password now must not wait out a block set before.
 */
export function forgetLoginAttempts(): void {
  deleteCookie(COOKIES.loginAttempts);
  deleteCookie(COOKIES.recoveryStatus);
}
