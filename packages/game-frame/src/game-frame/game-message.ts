import { gameToSiteMessage, type GameToSiteMessage } from '@casino-sdk/core/contract/game-messages';

/**
 * A message from the game, or null: it must come from the game's own window, from the launch URL's
 * origin, and in one of the agreed shapes (core/contract/game-messages.ts).
 */
export function gameMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, origin: string, game: unknown): GameToSiteMessage | null {
  if (!game || event.origin !== origin || event.source !== game) return null;
  const parsed = gameToSiteMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
