import './jitless';
import * as z from 'zod';
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
  image: z.string().nullable().optional(),
  /** Seconds the dialog counts down (reality check), when the message has one. */
  duration: z.number().nullable().optional(),
  is_read: bool.optional(),
  created_at: timestamp.optional(),
});
export type Message = z.infer<typeof message>;

export const messageGroup = z.object({
  id,
  name: z.string(),
  unread_count: z.number().int().optional(),
});
export type MessageGroup = z.infer<typeof messageGroup>;
