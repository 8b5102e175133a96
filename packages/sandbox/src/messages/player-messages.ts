import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { api, MessageType } from '@casino-sdk/core/contract';
import type { Database } from '../db/database';
import { playerMessages } from '../db/schema';

export type MessageBody = NonNullable<z.input<typeof api.me.message.response>>;
export type MessageGroupList = z.input<typeof api.me.messageGroups.response>;
type MessageRow = typeof playerMessages.$inferSelect;

export interface NewPlayerMessage {
  type: string;
  subject: string;
  body: string;
  duration?: number | null;
  image?: string | null;
}

/**
 * The inbox's groups. The spec names the call but not its groups, so the sandbox sorts platform
 * messages by what they are about, and keeps what the player wrote apart. Ids are fixed.
 */
const GROUPS = [
  { id: 1, name: 'Account' },
  { id: 2, name: 'Responsible gaming' },
  { id: 3, name: 'Bonuses' },
  { id: 4, name: 'Sent' },
] as const;

const GROUP_OF_TYPE: Partial<Record<MessageType, number>> = {
  realityCheck: 2,
  'daily-bet-limit': 2,
  'daily-bet-loss': 2,
  campaignReached: 3,
  'bonus-bet-limit': 3,
  'bonus-min-balance-limit': 3,
};

function groupOf(row: Pick<MessageRow, 'type' | 'sentByPlayer'>): number {
  if (row.sentByPlayer) return 4;
  return GROUP_OF_TYPE[row.type as MessageType] ?? 1;
}

export function messageBody(row: MessageRow): MessageBody {
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    body: row.body,
    image: row.image,
    duration: row.duration,
    is_read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The platform's oldest unread message for the player: what the 5-second poll shows next. */
export async function oldestUnreadMessage(db: Database, playerId: number): Promise<MessageBody | null> {
  const [row] = await db
    .select()
    .from(playerMessages)
    .where(and(eq(playerMessages.playerId, playerId), isNull(playerMessages.readAt), eq(playerMessages.sentByPlayer, false)))
    .orderBy(asc(playerMessages.createdAt), asc(playerMessages.id))
    .limit(1);
  return row ? messageBody(row) : null;
}

/** One of the player's messages, marked read the first time it is fetched; null when not theirs. */
export async function readMessage(db: Database, playerId: number, messageId: number, now: Date): Promise<MessageBody | null> {
  const mine = and(eq(playerMessages.id, messageId), eq(playerMessages.playerId, playerId));
  // Only an unread one is touched, so the first reading time stays.
  await db.update(playerMessages).set({ readAt: now }).where(and(mine, isNull(playerMessages.readAt)));
  const [row] = await db.select().from(playerMessages).where(mine);
  return row ? messageBody(row) : null;
}

export async function messageGroups(db: Database, playerId: number): Promise<MessageGroupList> {
  const rows = await db
    .select({
      type: playerMessages.type,
      sentByPlayer: playerMessages.sentByPlayer,
      unread: sql<number>`count(*) filter (where ${playerMessages.readAt} is null)::int`,
    })
    .from(playerMessages)
    .where(eq(playerMessages.playerId, playerId))
    .groupBy(playerMessages.type, playerMessages.sentByPlayer);
  const unread = new Map<number, number>();
  for (const row of rows) unread.set(groupOf(row), (unread.get(groupOf(row)) ?? 0) + Number(row.unread));
  return { data: GROUPS.map((group) => ({ ...group, unread_count: unread.get(group.id) ?? 0 })) };
}

/** A message from the platform to the player, unread. */
export async function sendPlatformMessage(db: Database, playerId: number, message: NewPlayerMessage, now: Date): Promise<MessageBody> {
  const [row] = await db
    .insert(playerMessages)
    .values({ playerId, ...message, duration: message.duration ?? null, image: message.image ?? null, createdAt: now })
    .returning();
  return messageBody(row!);
}

/** What the player wrote to support; read from the start, so it never comes back as a dialog. */
export async function savePlayerMessage(
  db: Database,
  playerId: number,
  message: { type?: string | undefined; subject: string; body: string },
  now: Date,
): Promise<void> {
  await db.insert(playerMessages).values({
    playerId,
    type: message.type ?? 'support',
    subject: message.subject,
    body: message.body,
    sentByPlayer: true,
    readAt: now,
    createdAt: now,
  });
}
