import { errorMessageKey, isApiError } from '../client/api-error';
import { adminApi, type AdminCredentials } from '../contract/admin';
import type { Runtime } from '../runtime';
import type { AdminText } from './admin-text';
import { ADMIN_CALL_TIMEOUT_MS, ADMIN_KEYS_KEY, ADMIN_TOKEN_KEY, readSaved, save, setShowTextKeys } from './admin-storage';

// Admin mode, checked by the platform. The spec's gate compares the typed name and password with
// values fixed in the browser bundle and keeps both in sessionStorage: anyone who reads the bundle
// or the tab's storage is an admin. Here the platform checks the pair (hashed, rate-limited) and
// the tab keeps only the short-lived token it answers with — never the password.


export type AdminLoginResult =
  | { ok: true; username: string }
  | {
      ok: false;
      /**
       * `incorrect`: wrong name or password; `throttled`: too many failures; `captcha`: the platform
       * asks for a security check with the next try (decision 0035); `failed`: anything else.
       */
      reason: 'incorrect' | 'throttled' | 'captcha' | 'failed';
      message: AdminText;
    };

/** setTimeout's ceiling (about 24.8 days); a longer delay would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface AdminState {
  token: string;
  stopExpiry: () => void;
}

/** The open admin session per runtime: the token lives here too, in case storage is blocked. */
const open = new WeakMap<Runtime, AdminState>();

/** Admin mode on: the token kept, the name shown, and an end at `expires_at` (no use extends it). */
function enter(runtime: Runtime, token: string, username: string, expiresAt: string, showTextKeys: boolean): void {
  open.get(runtime)?.stopExpiry();
  const left = Date.parse(expiresAt) - Date.now();
  const stopExpiry = Number.isFinite(left)
    ? runtime.scheduler.after(Math.min(Math.max(0, left), MAX_TIMER_MS), () => {
        if (open.get(runtime)?.token === token) leave(runtime);
      })
    : () => {};
  open.set(runtime, { token, stopExpiry });
  save(ADMIN_TOKEN_KEY, token);
  runtime.store.admin.value = { username };
  setShowTextKeys(runtime, showTextKeys);
}

/** Admin mode off in this tab: token, name and the keys toggle all go. */
function leave(runtime: Runtime): void {
  open.get(runtime)?.stopExpiry();
  open.delete(runtime);
  save(ADMIN_TOKEN_KEY, null);
  save(ADMIN_KEYS_KEY, null);
  runtime.store.showTextKeys.value = false;
  runtime.store.admin.value = null;
}

/** Gives up on a call after `ms` on the SDK's clock (aborted calls are not retried). */
function deadline(runtime: Runtime, ms: number): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  const stop = runtime.scheduler.after(ms, () => controller.abort());
  return { signal: controller.signal, stop };
}

/**
 * Opens admin mode with a name and password the platform checks. Never throws: a refusal comes
 * back as a result with the text to show, and the password is never stored anywhere.
 */
export async function adminLogin(runtime: Runtime, credentials: AdminCredentials): Promise<AdminLoginResult> {
  const typed = credentials.username.trim();
  let answer: { token: string; expires_at: string };
  try {
    const captcha = credentials.captcha ? { captcha: credentials.captcha } : {};
    answer = await runtime.client.call(adminApi.login, { body: { username: typed, password: credentials.password, ...captcha } });
  } catch (error) {
    return { ok: false, ...refusal(error) };
  }
  // The platform's spelling of the name (it matches names case-insensitively); the typed one if
  // the check cannot be read, since the login itself succeeded.
  let username = typed;
  let expiresAt = answer.expires_at;
  const { signal, stop } = deadline(runtime, ADMIN_CALL_TIMEOUT_MS);
  try {
    const session = await runtime.client.call(adminApi.session, { adminToken: answer.token, signal });
    username = session.username;
    expiresAt = session.expires_at;
  } catch {
    // Keep what the login said.
  } finally {
    stop();
  }
  enter(runtime, answer.token, username, expiresAt, false);
  return { ok: true, username };
}

function refusal(error: unknown): Omit<Extract<AdminLoginResult, { ok: false }>, 'ok'> {
  if (!isApiError(error)) return { reason: 'failed', message: { key: errorMessageKey(error) } };
  if (error.kind === 'http' && error.status === 401) return { reason: 'incorrect', message: { key: 'admin.incorrectCredentials' } };
  if (error.kind === 'http' && error.code === 'captcha_required') return { reason: 'captcha', message: { key: 'admin.captchaRequired' } };
  if (error.kind === 'http' && error.code === 'captcha_wrong') return { reason: 'captcha', message: { key: 'details.captcha_wrong' } };
  if (error.kind === 'http' && error.status === 429) {
    const minutes = error.requestedRetryAfterMs === null ? null : Math.max(1, Math.ceil(error.requestedRetryAfterMs / 60_000));
    return {
      reason: 'throttled',
      message: minutes === null ? { key: 'admin.tooManyAttemptsLater' } : { key: 'admin.tooManyAttempts', values: { count: minutes } },
    };
  }
  return { reason: 'failed', message: { key: error.messageKey } };
}

/**
 * On page start: a token saved in this tab reopens admin mode if the platform still knows it. An
 * expired or revoked token is forgotten; when the platform cannot be asked (offline, slow) the
 * token stays for the next page, but admin mode stays off until it is confirmed. Never throws.
 */
export async function restoreAdminSession(runtime: Runtime): Promise<void> {
  const token = readSaved(ADMIN_TOKEN_KEY);
  if (!token || open.get(runtime)?.token === token) return;
  const { signal, stop } = deadline(runtime, ADMIN_CALL_TIMEOUT_MS);
  try {
    const session = await runtime.client.call(adminApi.session, { adminToken: token, signal });
    // A login or a logout in this page while we asked wins over what we asked about.
    if (readSaved(ADMIN_TOKEN_KEY) !== token) return;
    enter(runtime, token, session.username, session.expires_at, readSaved(ADMIN_KEYS_KEY) === '1');
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && (error.status === 401 || error.status === 403)) {
      if (readSaved(ADMIN_TOKEN_KEY) === token) {
        save(ADMIN_TOKEN_KEY, null);
        save(ADMIN_KEYS_KEY, null);
      }
      return;
    }
    console.warn('[casino-sdk] admin mode could not be confirmed; it stays off on this page.', error);
  } finally {
    stop();
  }
}

/**
 * Ends admin mode: off in this tab at once, then the token revoked on the platform. Never throws:
 * the admin leaves either way, and an unrevoked token dies at its `expires_at`.
 */
export async function adminLogout(runtime: Runtime): Promise<void> {
  const token = open.get(runtime)?.token ?? readSaved(ADMIN_TOKEN_KEY);
  leave(runtime);
  if (!token) return;
  const { signal, stop } = deadline(runtime, ADMIN_CALL_TIMEOUT_MS);
  try {
    await runtime.client.call(adminApi.logout, { adminToken: token, signal });
  } catch (error) {
    console.warn('[casino-sdk] the platform did not confirm the end of admin mode; it is off in this tab anyway.', error);
  } finally {
    stop();
  }
}
