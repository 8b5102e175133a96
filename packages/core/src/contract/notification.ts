import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { okMessage } from './envelope';
import { bool, requestId } from './fields';

export const verificationChannels = ['email', 'sms'] as const;
export type VerificationChannel = (typeof verificationChannels)[number];

/** POST notifications/players/verify_{channel}: confirms the code the player received. */
export const verificationBody = z.object({
  user_id: requestId,
  skin_id: requestId,
  /** The code; more than 2 characters. */
  verification: z.string().check(z.minLength(3)),
  /** Also checks whether the chosen campaign needs a verified phone. */
  check_campaign: z.optional(bool),
  email_verified: z.optional(bool),
  sms_verified: z.optional(bool),
});
export type VerificationBody = z.input<typeof verificationBody>;

export const optOutTokenStatus = z.object({
  is_valid: bool,
  /** e.g. "You're already unsubscribed from our newsletter". */
  message: z.optional(z.string()),
});
export type OptOutTokenStatus = z.infer<typeof optOutTokenStatus>;

export const optOutBody = z.object({
  token: z.string().check(z.minLength(1)),
  reason: z.string().check(z.minLength(1), z.maxLength(255)),
  terms_and_conditions: bool,
  newsletter: bool,
  is_accepted: z.literal(true),
});
export type OptOutBody = z.input<typeof optOutBody>;

export const notificationApi = {
  /**
   * Sends the SMS code. The player area's "send SMS verification {playerId, skinId, sendSms}" is
   * this call too, with user_id and skin_id.
   */
  sendSms: endpoint({
    method: 'POST',
    path: 'notifications/twilio/send_sms/verification',
    auth: 'player-or-registration',
    namesPlayer: { in: 'body', key: 'user_id', id: 'user' },
    body: z.object({ skin_id: requestId, user_id: requestId }),
    response: okMessage,
  }),
  /** Whether the number is a real, reachable phone; uniqueness is auth/checkmobile. */
  checkMobile: endpoint({
    method: 'POST',
    path: 'notifications/twilio/checkMobile',
    auth: 'skin',
    body: z.object({ mobile: z.string().check(z.minLength(1)), prefix: z.string().check(z.minLength(1)) }),
    response: okMessage,
  }),
  /** Sends (again) the registration e-mail with the code. `{id}` is the player id from auth/register. */
  sendRegistrationEmail: endpoint({
    method: 'POST',
    path: 'notifications/players/{id}/registration',
    auth: 'player-or-registration',
    namesPlayer: { in: 'path', key: 'id', id: 'player' },
    response: okMessage,
  }),
  verify: endpoint({
    method: 'POST',
    path: 'notifications/players/verify_{channel}',
    auth: 'player-or-registration',
    namesPlayer: { in: 'body', key: 'user_id', id: 'user' },
    body: verificationBody,
    response: okMessage,
  }),
  customMessage: endpoint({
    method: 'POST',
    path: 'notifications/players/{id}/custom-message',
    auth: 'player',
    namesPlayer: { in: 'path', key: 'id', id: 'player' },
    body: z.object({
      subject: z.string().check(z.minLength(1)),
      body: z.string().check(z.minLength(1)),
      type: z.string().check(z.minLength(1)),
    }),
    response: okMessage,
  }),
  customEmail: endpoint({
    method: 'POST',
    path: 'notifications/messages/custom_email',
    auth: 'skin',
    body: z.object({
      emails: z.union([z.string().check(z.minLength(1)), z.array(z.string().check(z.minLength(1))).check(z.minLength(1))]),
      subject: z.string().check(z.minLength(1)),
      body: z.string().check(z.minLength(1)),
      ref_id: z.string().check(z.minLength(1)),
    }),
    response: okMessage,
  }),
  optOutToken: endpoint({
    method: 'GET',
    path: 'notifications/newsletter/token/opt-out',
    auth: 'skin',
    query: z.object({ token: z.string().check(z.minLength(1)) }),
    response: optOutTokenStatus,
  }),
  /** Success is a message containing 'successfully'. */
  optOut: endpoint({
    method: 'POST',
    path: 'notifications/newsletter/opt-out',
    auth: 'skin',
    body: optOutBody,
    response: okMessage,
  }),
};
