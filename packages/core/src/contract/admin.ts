import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { okMessage } from './envelope';
import { captchaAnswer } from './auth';
import { timestamp } from './fields';

// Admin mode. The spec's admin access gate compares the entered name and password with values
// fixed in the browser bundle, so anyone who reads the bundle is an admin. These calls put the
// check on the server instead: a hashed password, a rate-limited login and a short-lived token
// sent back in an `admin-token` header. None of them is in the spec, so the paths are ours.

export const adminCredentials = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(200)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
  /** As a player's login: asked for (422 `captcha_required`) from an address new to the admin while it is under attack. */
  captcha: z.optional(captchaAnswer),
});
export type AdminCredentials = z.infer<typeof adminCredentials>;

/** Keep the token in memory or sessionStorage, like a player's; it dies at `expires_at`. */
export const adminToken = z.object({
  token: z.string(),
  expires_at: timestamp,
});
export type AdminToken = z.infer<typeof adminToken>;

export const adminSession = z.object({
  username: z.string(),
  expires_at: timestamp,
});
export type AdminSession = z.infer<typeof adminSession>;

export const adminApi = {
  /** 401 'Incorrect credentials' for a wrong pair; 429 with Retry-After after repeated failures. */
  login: endpoint({
    method: 'POST',
    path: 'auth/admin/login',
    auth: 'skin',
    defined: 'by-sdk',
    body: adminCredentials,
    response: adminToken,
  }),
  /** Whether the token is still good (401 when not): the host asks before showing admin mode. */
  session: endpoint({
    method: 'GET',
    path: 'auth/admin/session',
    auth: 'admin',
    defined: 'by-sdk',
    response: adminSession,
  }),
  logout: endpoint({
    method: 'DELETE',
    path: 'auth/admin/logout',
    auth: 'admin',
    defined: 'by-sdk',
    response: okMessage,
  }),
};
