import type { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { api } from '@casino-sdk/core/contract';
import { findAdminSession } from '../admin/admin-sessions';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { readOutbox } from '../outbox/outbox';
import { outboxCss, outboxLoginPage, outboxPage } from '../outbox/outbox-page';

const COOKIE = 'sandbox-outbox-admin';
const PAGE_CSP = "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The outbox (sandbox mode only): `GET /v1/sandbox/outbox` for tests, with an admin-mode token, and
 * `/sandbox/outbox` for people, behind the same admin login (a cookie for this page only).
 */
export function registerOutboxRoutes(app: Hono<AppEnv>, skin: { refId: string; password: string }): void {
  route(app, api.sandbox.outbox, async ({ c, query }) => ({ data: await readOutbox(c.var.app.db, query.to) }));

  app.get('/sandbox/outbox.css', (c) => c.body(outboxCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }));

  app.get('/sandbox/outbox', async (c) => {
    const { db, clock } = c.var.app;
    const token = getCookie(c, COOKIE);
    const admin = token ? await findAdminSession(db, token, clock()) : null;
    const html = admin ? outboxPage(await readOutbox(db)) : outboxLoginPage();
    return c.html(html, 200, { 'Content-Security-Policy': PAGE_CSP, 'Cache-Control': 'no-store' });
  });

  // The API's own admin login, so its throttle and audit apply here too.
  app.post('/sandbox/outbox', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const username = typeof form.username === 'string' ? form.username : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const login = await app.request(
      '/v1/auth/admin/login',
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${skin.refId}:${skin.password}`).toString('base64')}`,
          'content-type': 'application/json',
          ...(c.req.header('x-forwarded-for') ? { 'x-forwarded-for': c.req.header('x-forwarded-for')! } : {}),
        },
        body: JSON.stringify({ username, password }),
      },
      c.env,
    );
    if (login.status !== 200) {
      const { message } = (await login.json().catch(() => ({ message: 'Login failed.' }))) as { message?: string };
      return c.html(outboxLoginPage(message ?? 'Login failed.'), login.status === 429 ? 429 : 401, { 'Content-Security-Policy': PAGE_CSP });
    }
    const { token } = (await login.json()) as { token: string };
    setCookie(c, COOKIE, token, { path: '/sandbox/outbox', httpOnly: true, sameSite: 'Strict', secure: new URL(c.req.url).protocol === 'https:' });
    return c.redirect('/sandbox/outbox', 303);
  });
}
