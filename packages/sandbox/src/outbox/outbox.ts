import { desc, eq } from 'drizzle-orm';
import type { OutboxItem } from '@casino-sdk/core/contract';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
  code?: string;
  playerId: number | null;
  now: Date;
}

/** The sandbox's stand-in for the mail and SMS gateways: every message lands in the outbox table. */
export async function send(db: Pick<Database, 'insert'>, message: OutgoingMessage): Promise<void> {
  await db.insert(outbox).values({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject ?? null,
    body: message.body,
    code: message.code ?? null,
    playerId: message.playerId,
    createdAt: message.now,
  });
}

/** Newest first; `to` narrows it to one recipient (case-insensitive for e-mail addresses). */
export async function readOutbox(db: Database, to?: string, limit = 200): Promise<OutboxItem[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(to === undefined ? undefined : eq(outbox.recipient, to.trim().toLowerCase()))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as 'email' | 'sms',
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    code: row.code,
    created_at: row.createdAt.toISOString(),
  }));
}
