import type { Runtime } from '@casino-sdk/core';
import type { Behaviour } from '@casino-sdk/core/testing/platform-fixture';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';

/**
 * The admin calls (POST auth/admin/login, GET auth/admin/session, DELETE auth/admin/logout) on top
 * of the shared fixture platform, which does not know them, for the admin stories and tests. They
 * answer like the sandbox: one admin, 'Incorrect credentials' for anything else, tokens it issued.
 */
export const FIXTURE_ADMIN = { username: 'operator-admin', password: 'Admin-pass-1!' } as const;

export interface AdminFixtureOptions {
  /**
   * 'fail' answers 'Incorrect credentials' whatever is typed; 'captcha' asks for a security check
   * (the answer '7' passes); default: the fixture admin's pair works.
   */
  login?: Behaviour | 'throttled' | 'captcha';
  /** Retry-After (seconds) of a throttled login; null for none. Default 240. */
  retryAfterSeconds?: number | null;
  logout?: Behaviour;
}

export interface AdminCall {
  method: string;
  path: string;
  adminToken: string | null;
  body: unknown;
}

export type AdminFetch = typeof fetch & { adminCalls: AdminCall[] };

const never = () => new Promise<Response>(() => {});

function headerOf(init: RequestInit | undefined, request: Request | null, name: string): string | null {
  if (request) return request.headers.get(name);
  return new Headers(init?.headers).get(name);
}

export function withAdminPlatform(base: typeof fetch, options: AdminFixtureOptions = {}): AdminFetch {
  const adminCalls: AdminCall[] = [];
  const live = new Set<string>();
  let issued = 0;
  const expiresAt = () => new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString();

  const fetchWithAdmin = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://fixture.invalid/');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^.*?\/v1\//, '');
    if (!path.startsWith('auth/admin/')) return base(input, init);

    const adminToken = headerOf(init, request, 'admin-token');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    adminCalls.push({ method, path, adminToken, body });

    switch (`${method} ${path}`) {
      case 'POST auth/admin/login': {
        if (options.login === 'hang') return never();
        if (options.login === 'offline') throw new TypeError('Failed to fetch');
        if (options.login === 'throttled') {
          const seconds = options.retryAfterSeconds === undefined ? 240 : options.retryAfterSeconds;
          return jsonResponse({ message: 'Too many failed admin logins. Try again later.', code: 'too_many_attempts' }, 429, seconds === null ? {} : { 'Retry-After': String(seconds) });
        }
        const pair = body as { username?: string; password?: string; captcha?: { answer: string } } | undefined;
        if (options.login === 'captcha' && !pair?.captcha) {
          return jsonResponse({ message: 'Please solve the security check to log in.', code: 'captcha_required', errors: { captcha: ['captcha_required'] } }, 422);
        }
        if (options.login === 'captcha' && pair?.captcha?.answer !== '7') {
          return jsonResponse({ message: 'The answer to the security check is not correct.', code: 'captcha_wrong', errors: { captcha: ['captcha_wrong'] } }, 422);
        }
        const valid = options.login !== 'fail' && pair?.username?.trim().toLowerCase() === FIXTURE_ADMIN.username && pair.password === FIXTURE_ADMIN.password;
        if (!valid) return jsonResponse({ message: 'Incorrect credentials', code: 'invalid_credentials' }, 401);
        const token = `fixture-admin-token-${++issued}`;
        live.add(token);
        return jsonResponse({ token, expires_at: expiresAt() }, 200);
      }
      case 'GET auth/admin/session':
        return adminToken && live.has(adminToken)
          ? jsonResponse({ username: FIXTURE_ADMIN.username, expires_at: expiresAt() }, 200)
          : jsonResponse({ message: 'Unauthenticated.' }, 401);
      case 'DELETE auth/admin/logout':
        if (options.logout === 'hang') return never();
        if (options.logout === 'offline') throw new TypeError('Failed to fetch');
        if (options.logout === 'fail') return jsonResponse({ message: 'The platform is not available.' }, 500);
        if (!adminToken || !live.delete(adminToken)) return jsonResponse({ message: 'Unauthenticated.' }, 401);
        return jsonResponse({ message: 'Admin mode ended.' }, 200);
      default:
        return jsonResponse({ message: `No fixture for ${method} ${path}` }, 404);
    }
  }) as AdminFetch;
  fetchWithAdmin.adminCalls = adminCalls;
  return fetchWithAdmin;
}

/**
 * Puts the admin calls in front of the runtime's fetch. The client reads `config.fetch` on every
 * call, so this works after `CasinoSDK.init` (a story's `afterSession`, a test's setup).
 */
export function addAdminPlatform(runtime: Runtime, options: AdminFixtureOptions = {}): AdminFetch {
  const base = runtime.config.value.fetch ?? globalThis.fetch;
  const fetch = withAdminPlatform(base, options);
  runtime.config.value = { ...runtime.config.value, fetch };
  return fetch;
}
