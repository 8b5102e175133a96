import './jitless';
import * as z from 'zod/mini';
import { bool, id, timestamp } from './fields';

/** Message types with their own dialog buttons and follow-up. Others are shown as plain messages. */
export const messageTypes = [
  'realityCheck',
  'firstLogin',
  'campaignReached',
  'bonus-bet-limit',
  'bonus-min-balance-limit',
  'daily-bet-limit',
  'daily-bet-loss',
] as const;
export type MessageType = (typeof messageTypes)[number];

export const message = z.object({
  id,
  type: z.string(),
  subject: z.string(),
  body: z.string(),
  image: z.optional(z.nullable(z.string())),
  /** Seconds the dialog counts down (reality check), when the message has one. */
  duration: z.optional(z.nullable(z.number())),
  is_read: z.optional(bool),
  created_at: z.optional(timestamp),
});
export type Message = z.infer<typeof message>;

export const messageGroup = z.object({
  id,
  name: z.string(),
  unread_count: z.optional(z.number().check(z.int())),
});
export type MessageGroup = z.infer<typeof messageGroup>;
