import { effect } from '@preact/signals-core';
import type { Runtime } from '../runtime';
import { localePath } from '../rules/language';
import { safeReturnPath } from '../rules/return-path';
import { CASINO_ROUTE, decideRoute, isVisitorOnly, splitPath } from '../rules/routes';

const RETURN_KEY = 'casino-sdk.return-to';

/**
 * The spec's route rules for any host router: call it with the path about to be shown; null means
 * show it, a string is where to go instead. A visitor sent to login has the wanted path saved.
 */
export function checkRoute(runtime: Runtime, path: string): string | null {
  const { store } = runtime;
  const { language, route } = splitPath(path, store.language.value);
  const decision = decideRoute(
    route,
    {
      maintenance: store.maintenance.value,
      signedIn: store.session.value !== null,
      mustChangePassword: store.player.value?.is_crypt === false,
    },
    path,
  );
  if (decision.kind === 'stay') {
    // The saved path is for the login it was saved for: a visitor who browses on to any other page
    // has let it go, and a later login (from the header, say) lands on the casino page. The
    // visitor-only pages (login, registration, recovery) are still on the way to that login.
    if (!isVisitorOnly(route)) forgetReturnPath();
    return null;
  }
  if (decision.returnTo) rememberReturnPath(decision.returnTo);
  // A player who just signed in on the login page goes where they wanted to go before it.
  if (decision.route === CASINO_ROUTE && isVisitorOnly(route)) return takeReturnPath(runtime);
  return localePath(language, decision.route);
}

export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Without storage the player lands on the casino page after login.
  }
}

function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // Nothing saved.
  }
}

/** Where to go after login: the saved path if it is a same-origin one, else the casino page. */
export function takeReturnPath(runtime: Runtime, origin = globalThis.location?.origin ?? 'http://localhost'): string {
  let saved: string | null = null;
  try {
    saved = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // Nothing saved.
  }
  return safeReturnPath(saved, origin) ?? localePath(runtime.store.language.value, CASINO_ROUTE);
}

/** Emits `access-change` whenever an input of the route rules changes, so hosts check again. */
export function watchAccess(runtime: Runtime): () => void {
  let first = true;
  return effect(() => {
    void runtime.store.maintenance.value;
    void runtime.store.session.value;
    void runtime.store.player.value?.is_crypt;
    if (first) {
      first = false;
      return;
    }
    runtime.events.emit('access-change', {});
  });
}
