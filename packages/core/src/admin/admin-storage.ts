import type { Runtime } from '../runtime';

// What admin mode keeps in the tab, apart from the calls that open and close it (admin.ts): the
// text-keys switch needs no API, so the admin bar can use it before the API layer has loaded.

/** sessionStorage, never localStorage: admin mode ends with the tab (house rule 8, docs/architecture.md). */
export const ADMIN_TOKEN_KEY = 'casino-sdk.admin-token';
/** The "show text keys" toggle, so it survives a reload within admin mode. */
export const ADMIN_KEYS_KEY = 'casino-sdk.admin-keys';
/**
 * The longest a saved token's check (on start) or a revoke may take. `CasinoSDK.ready()` waits for
 * the check, and a slow platform must not hold the page for the client's full retry budget.
 */
export const ADMIN_CALL_TIMEOUT_MS = 5_000;

export function readSaved(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function save(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: admin mode lives in memory for this page only.
  }
}

/** Admin mode only: show i18n keys instead of texts (`useT` reads it), remembered for the tab. */
export function setShowTextKeys(runtime: Runtime, on: boolean): void {
  const value = on && runtime.store.admin.value !== null;
  runtime.store.showTextKeys.value = value;
  save(ADMIN_KEYS_KEY, value ? '1' : null);
}
