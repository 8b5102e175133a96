import type { Hono } from 'hono';
import { createApp, type AppOptions } from '../app';
import type { Database, OpenedDatabase } from '../db/database';
import type { AppEnv } from '../http/env';
import { defaultAdmin } from '../seed/admins';
import { openTestDatabase, SKIN } from './test-database';

export { SKIN };
export const skinAuthorization = `Basic ${Buffer.from(`${SKIN.refId}:${SKIN.password}`).toString('base64')}`;

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Leave out the skin's basic authorization. */
  anonymous?: boolean;
}

export interface TestSandbox {
  db: Database;
  app: Hono<AppEnv>;
  /** Another app on the same database, e.g. in platform mode or with CORS origins. */
  appWith(options: Partial<Omit<AppOptions, 'db'>>): Hono<AppEnv>;
  /** A /v1/ call with the skin's credentials; `path` is relative to /v1/. */
  call(path: string, options?: CallOptions, app?: Hono<AppEnv>): Promise<Response>;
  /** A sandbox-only call (`sandbox/...`): the skin's credentials plus an admin-mode token, as the sandbox asks. */
  control(path: string, options?: CallOptions, app?: Hono<AppEnv>): Promise<Response>;
  /** An admin-mode token of the seeded admin, made once per test file. */
  adminToken(): Promise<string>;
  login(username?: string, password?: string): Promise<string>;
  errors: unknown[];
  close(): Promise<void>;
}

/**
 * A freshly seeded database of the file's own (test-database.ts: in memory, or `open` gives another,
 * as describeOnEachDatabase does), with the app over it. Call it in `beforeAll` of each test file.
 */
export async function createTestSandbox(open: (contents: 'seeded') => Promise<OpenedDatabase> = openTestDatabase): Promise<TestSandbox> {
  const database = await open('seeded');
  const errors: unknown[] = [];
  const appWith: TestSandbox['appWith'] = (options) =>
    createApp({
      db: database.db,
      mode: 'sandbox',
      skin: SKIN,
      corsOrigins: [],
      checkResponses: true,
      logError: (_message, error) => errors.push(error),
      ...options,
    });
  const app = appWith({});

  const call: TestSandbox['call'] = (path, options = {}, target = app) => {
    const headers: Record<string, string> = { ...options.headers };
    if (!options.anonymous) headers.authorization = skinAuthorization;
    if (options.token) headers['user-token'] = options.token;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    return Promise.resolve(target.request(`/v1/${path}`, { method: options.method ?? 'GET', headers, body }));
  };

  const login: TestSandbox['login'] = async (username = 'demo-player', password = 'Demo-pass-1!') => {
    const response = await call('auth/login?checkHash=1', { method: 'POST', body: { username, password, ip_address: '127.0.0.1' } });
    if (response.status !== 200) throw new Error(`Login of ${username} failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { token: string }).token;
  };

  let admin: Promise<string> | undefined;
  const adminToken: TestSandbox['adminToken'] = () =>
    (admin ??= (async () => {
      const response = await call('auth/admin/login', { method: 'POST', body: { username: defaultAdmin.username, password: defaultAdmin.password } });
      if (response.status !== 200) throw new Error(`Admin login failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    })());
  const control: TestSandbox['control'] = async (path, options = {}, target = app) =>
    call(path, { ...options, headers: { 'admin-token': await adminToken(), ...options.headers } }, target);

  return { db: database.db, app, appWith, call, control, adminToken, login, errors, close: () => database.close() };
}
