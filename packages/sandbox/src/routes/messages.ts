import type { Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { enforceLimits } from '../security/rate-limits';
import { messageGroups, oldestUnreadMessage, readMessage, savePlayerMessage } from '../messages/player-messages';

/** A player's messages to support: a conversation's worth an hour, not a flood of the inbox. */
export const MESSAGES_PER_PLAYER = { max: 10, windowMs: 60 * 60 * 1000 };

export function registerMessageRoutes(app: Hono<AppEnv>): void {
  // Before me/messages/{id}: Hono tries routes in the order they were added, and "message-groups"
  // would otherwise be taken for a message id.
  route(app, api.me.messageGroups, ({ c, player }) => messageGroups(c.var.app.db, player.playerId));

  route(app, api.me.message, async ({ c, params, player }) => {
    const { db, clock } = c.var.app;
    const id = params.id ?? '';
    // 'readone' only looks: the dialog marks the message read by its id when the player closes it,
    // so a message lost to a closed tab shows again on the next visit.
    if (id === 'readone') return oldestUnreadMessage(db, player.playerId);
    if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound('Message not found.');
    const message = await readMessage(db, player.playerId, Number(id), clock());
    if (!message) throw notFound('Message not found.');
    return message;
  });

  route(app, api.me.sendMessage, async ({ c, body, player }) => {
    enforceLimits(c.var.app.limiter, [{ name: 'message per player', key: String(player.playerId), ...MESSAGES_PER_PLAYER }], 'Too many messages. Please try again later.');
    await savePlayerMessage(c.var.app.db, player.playerId, body, c.var.app.clock());
    return { message: 'Message sent.' };
  });
}
