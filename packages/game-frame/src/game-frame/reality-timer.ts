import type { Runtime } from '@casino-sdk/core';
import { COOKIES, fetchNextMessage, readCookie, writeCookie } from '@casino-sdk/core/internal';
import { createMgaCounter } from './mga-counter';
import { gameCalls } from './game-calls';

/** The Web Lock a tab holds while it counts the player's mgaCounter down. */
const MGA_LOCK = 'casino-sdk:mga-counter';

/**
 * The page's mgaCounter on the runtime's scheduler and the spec's cookie. When it fires, the
 * platform records the check and leaves a realityCheck message, fetched at once rather than at the
 * next 5-second poll: the site dialogs show it and the frame pauses on it. Returns the stop.
 */
export function runRealityTimer(runtime: Runtime): () => void {
  const counter = createMgaCounter({
    scheduler: runtime.scheduler,
    realityMinutes: () => runtime.store.player.value?.information.reality_minutes ?? null,
    readCookie: () => readCookie(COOKIES.mgaCounter),
    writeCookie: (seconds, maxAge) => writeCookie(COOKIES.mgaCounter, String(seconds), maxAge),
    onFire: (minutes) => {
      gameCalls()
        .then(({ playerApi }) => runtime.client.call(playerApi.realityCheck, { body: { minutes } }))
        .then(() => fetchNextMessage(runtime))
        .catch((error: unknown) => console.warn('[casino-sdk] the reality check could not be recorded.', error));
    },
    exclusive: (count, signal) => {
      const locks = globalThis.navigator?.locks;
      if (!locks) return void count();
      // Given up (this tab stopped) or refused: nothing to count here.
      locks.request(MGA_LOCK, { signal }, count).catch(() => {});
    },
  });
  return counter.run();
}
