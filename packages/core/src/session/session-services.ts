import { effect, untracked } from '@preact/signals-core';
import { pollMessages } from '../messages/messages';
import type { Runtime } from '../runtime';
import { stopInactivityWatch, watchInactivity } from './inactivity';
import { logout } from './logout';

/** What runs only while a player is signed in: the message poll and the inactivity watch. */
export function watchSessionServices(runtime: Runtime): () => void {
  let stop: (() => void) | null = null;
  const dispose = effect(() => {
    const session = runtime.store.session.value;
    untracked(() => {
      stop?.();
      stop = null;
      if (!session) return;
      const stopMessages = pollMessages(runtime);
      watchInactivity(runtime, logout);
      stop = () => {
        stopMessages();
        stopInactivityWatch(runtime);
        runtime.store.message.value = null;
      };
    });
  });
  return () => {
    dispose();
    stop?.();
  };
}
