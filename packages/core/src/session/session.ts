import { batch } from '@preact/signals-core';
import { playerApi } from '../contract/player';
import { COOKIES, deleteCookie } from '../cookies';
import type { Runtime } from '../runtime';
import type { Session } from '../store/store';
import { forgetSavedSession, saveSession } from './session-storage';

const balancePolls = new WeakMap<Runtime, () => void>();

/** Starts a session as a successful login does: store it, load the player, poll the balance. */
export async function startSession(runtime: Runtime, session: Session): Promise<void> {
  runtime.store.session.value = session;
  saveSession(session);
  await loadPlayer(runtime);
  if (runtime.store.session.value === session) startBalancePoll(runtime);
}

/**
 * Loads the player's information. The spec: a failed user-information call logs the player out
 * (the client has already retried passing failures by then).
 */
export async function loadPlayer(runtime: Runtime): Promise<void> {
  const session = runtime.store.session.value;
  if (!session) return;
  try {
    const player = await runtime.client.call(playerApi.get, { query: { kyc: 1, marketing: 1, riskyCountry: 1 } });
    if (runtime.store.session.value !== session) return;
    batch(() => {
      runtime.store.player.value = player;
      runtime.store.balance.value = player.balance;
      runtime.store.balanceStale.value = false;
    });
  } catch {
    if (runtime.store.session.value === session) endSession(runtime, 'expired');
  }
}

export async function refreshBalance(runtime: Runtime): Promise<void> {
  const session = runtime.store.session.value;
  if (!session) return;
  try {
    const balance = await runtime.client.call(playerApi.balance);
    if (runtime.store.session.value !== session) return;
    const before = runtime.store.balance.value;
    batch(() => {
      runtime.store.balance.value = balance;
      runtime.store.balanceStale.value = false;
    });
    if (!before || before.total !== balance.total || before.bonus !== balance.bonus) {
      runtime.events.emit('balance-change', { balance });
    }
  } catch (error) {
    if (runtime.store.session.value === session) runtime.store.balanceStale.value = true;
    throw error;
  }
}

function startBalancePoll(runtime: Runtime): void {
  balancePolls.get(runtime)?.();
  const stop = runtime.scheduler.poll(() => refreshBalance(runtime), { intervalMs: runtime.config.value.balancePollMs });
  balancePolls.set(runtime, stop);
}

/**
 * Forgets the session locally: token, stored user id, the mgaCounter cookie, the player's figures.
 * `reason` tells host pages whether the player chose it.
 */
export type EndReason = 'user' | 'expired' | 'inactive' | 'other-tab';

export function endSession(runtime: Runtime, reason: EndReason): void {
  balancePolls.get(runtime)?.();
  balancePolls.delete(runtime);
  const hadSession = runtime.store.session.value !== null;
  forgetSavedSession();
  deleteCookie(COOKIES.mgaCounter);
  batch(() => {
    runtime.store.session.value = null;
    runtime.store.player.value = null;
    runtime.store.balance.value = null;
    runtime.store.balanceStale.value = false;
  });
  if (hadSession) runtime.events.emit('logout', { reason });
}
