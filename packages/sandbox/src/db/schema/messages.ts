import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { players } from './players';

// What the platform tells the player: dialog messages, and the outbox of e-mails and SMS.

/** Messages the platform shows the player in dialogs (reality check, first login, limits ...). */
export const playerMessages = pgTable('player_messages', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  image: text('image'),
  duration: integer('duration'),
  /** A message the player wrote to support (POST me/messages): never shown back as a dialog. */
  sentByPlayer: boolean('sent_by_player').notNull().default(false),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('player_messages_player_idx').on(t.playerId)]);

/** Every e-mail and SMS the sandbox "sent", for the outbox page. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  /** The verification code the message carries, so tests need not parse the text. */
  code: text('code'),
  playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
