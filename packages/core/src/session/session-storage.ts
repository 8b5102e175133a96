import type { Session } from '../store/store';

// sessionStorage, never localStorage: the token must not outlive the tab (house rule 8, docs/architecture.md).
const TOKEN_KEY = 'casino-sdk.token';
const USER_ID_KEY = 'casino-sdk.user-id';

export function saveSession(session: Session): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, session.token);
    sessionStorage.setItem(USER_ID_KEY, String(session.playerId));
  } catch {
    // Storage blocked: the session lives in memory for this page only.
  }
}

export function readSavedSession(): Session | null {
  try {
    const token = sessionStorage.getItem(TOKEN_KEY);
    const playerId = Number(sessionStorage.getItem(USER_ID_KEY));
    return token && Number.isInteger(playerId) && playerId > 0 ? { token, playerId } : null;
  } catch {
    return null;
  }
}

export function forgetSavedSession(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(USER_ID_KEY);
  } catch {
    // Nothing stored.
  }
}
