import { playerApi } from '../contract/player';
import type { Message } from '../contract/message';
import type { Runtime } from '../runtime';
import { AWAITING_REALITY_CHECK } from '../rules/reality-check';

/**
 * Asks for the oldest unread message (GET me/messages/readone) unless a site dialog is open or a
 * message is already showing: the spec skips the poll while a dialog is open.
 */
export async function fetchNextMessage(runtime: Runtime): Promise<Message | null> {
  const { store } = runtime;
  if (!store.session.value || store.openDialogs.value > 0 || store.message.value) return null;
  const message = await runtime.client.call(playerApi.message, { params: { id: 'readone' } });
  // The player may have logged out, or a dialog opened, while the call was on its way.
  if (!message || !store.session.value || store.openDialogs.value > 0 || store.message.value) return null;
  store.message.value = message;
  return message;
}

/** Every `messagePollMs` (5 s) while signed in. Returns the disposer. */
export function pollMessages(runtime: Runtime): () => void {
  return runtime.scheduler.poll(() => fetchNextMessage(runtime), { intervalMs: runtime.config.value.messagePollMs });
}

/** The dialog closed: mark the message read (GET me/messages/{id}) and let the poll go on. */
export async function finishMessage(runtime: Runtime, message: Message): Promise<void> {
  if (runtime.store.message.value?.id === message.id) runtime.store.message.value = null;
  try {
    await runtime.client.call(playerApi.message, { params: { id: String(message.id) } });
  } catch (error) {
    console.warn('[casino-sdk] the message could not be marked read; it may show again.', error);
  }
}

/**
 * The player answered a reality check with Continue (POST me/mga/realityCheck `{ minutes: 0 }`):
 * the platform counts real play from now and lifts a waiting `awaiting_reality_check`, and so does
 * the stored player. Throws when the call fails: the platform keeps refusing real rounds until it is
 * answered.
 */
export async function answerRealityCheck(runtime: Runtime): Promise<void> {
  await runtime.client.call(playerApi.realityCheck, { body: { minutes: 0 } });
  const player = runtime.store.player.value;
  if (player?.status_reason === AWAITING_REALITY_CHECK) runtime.store.player.value = { ...player, status_reason: null };
}
