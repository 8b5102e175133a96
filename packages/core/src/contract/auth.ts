import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { noContent, okMessage } from './envelope';
import { bool, id, maxInt, timestamp } from './fields';
import { queryFlag } from './query';

/**
 * Ours: the answer to a captcha challenge (GET auth/captcha). A login brings one when the platform
 * answered the previous attempt with `captcha_required` or `captcha_wrong` (422): the account is
 * under attack from many addresses and this one has not logged in to it before (decision 0035).
 */
export const captchaAnswer = z.object({ token: z.string().check(z.maxLength(200)), answer: z.string().check(z.maxLength(50)) });
export type CaptchaAnswer = z.infer<typeof captchaAnswer>;

export const loginBody = z.object({
  /** A username or e-mail; at most 200 characters, as an admin's (the server indexes attempted names). */
  username: z.string().check(z.minLength(1), z.maxLength(200)),
  password: z.string().check(z.minLength(1)),
  ip_address: z.optional(z.string()),
  captcha: z.optional(captchaAnswer),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({
  token: z.string(),
  player_id: id,
});
export type LoginResult = z.infer<typeof loginResult>;

/** GET auth/status/{token}: a password-reset or activation token and the player it belongs to. */
export const tokenStatus = z.object({
  is_valid: bool,
  tokenable: z.optional(
    z.nullable(
      z.object({
        user_id: id,
        email: z.optional(z.string()),
        email_verified_at: z.nullable(timestamp),
        firstname: z.nullable(z.string()),
        lastname: z.nullable(z.string()),
        created_at: timestamp,
      }),
    ),
  ),
  /**
   * Ours: a restore (type=activation-token) of an unconfirmed registration answers with a fresh
   * registration token, the proof step 2 needs to save (decision 0006).
   */
  registration_token: z.optional(z.string()),
});
export type TokenStatus = z.infer<typeof tokenStatus>;

export const tokenDates = z.object({ created_at: timestamp, updated_at: timestamp });
export type TokenDates = z.infer<typeof tokenDates>;

export const authApi = {
  login: endpoint({
    method: 'POST',
    path: 'auth/login',
    auth: 'skin',
    query: z.object({ checkHash: z.pipe(z.coerce.number<1 | '1'>(), z.literal(1)) }),
    body: loginBody,
    response: loginResult,
  }),
  logout: endpoint({ method: 'DELETE', path: 'auth/logout', auth: 'player', response: okMessage }),
  /**
   * Checks a reset token, or with `type=activation-token&email&email_verified=1` an activation
   * token (registration step -1, "restore").
   */
  status: endpoint({
    method: 'GET',
    path: 'auth/status/{token}',
    auth: 'skin',
    query: z.object({
      email: z.optional(z.string()),
      type: z.optional(z.string()),
      email_verified: z.optional(queryFlag),
    }),
    response: tokenStatus,
  }),
  /** 204 means the password was changed. */
  resetPassword: endpoint({
    method: 'PUT',
    path: 'auth/password/reset',
    auth: 'skin',
    body: z.object({
      email: z.string().check(z.minLength(1)),
      password: z.string().check(z.minLength(1)),
      password_confirmation: z.string().check(z.minLength(1)),
      token: z.string().check(z.minLength(1)),
    }),
    response: noContent,
  }),
  /** Sends a recovery link, by username or e-mail. */
  recoverPassword: endpoint({
    method: 'POST',
    path: 'auth/password/recovery',
    auth: 'skin',
    body: z
      .object({
        username: z.optional(z.string().check(z.minLength(1))),
        email: z.optional(z.string().check(z.minLength(1))),
        expiration_hours: z.number().check(z.int(), z.positive(), z.lte(maxInt)),
      })
      .check(
        z.refine((body) => body.username !== undefined || body.email !== undefined, {
          message: 'username or email is required',
          path: ['email'],
        }),
      ),
    response: okMessage,
  }),
  /** Tells the player (by e-mail) about repeated failed logins. */
  manyAttempts: endpoint({
    method: 'POST',
    path: 'auth/password/manyAttempts',
    auth: 'skin',
    body: z.object({ username: z.string().check(z.minLength(1)) }),
    response: okMessage,
  }),
  // Spec: "Check temporary token: player token sent; response created_at and updated_at read;
  // path not shown." The passwords page hides the form while both dates are equal.
  tokenDates: endpoint({
    method: 'GET',
    path: 'auth/token',
    auth: 'player',
    defined: 'by-sdk',
    response: tokenDates,
  }),
};
