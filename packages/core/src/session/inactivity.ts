import type { Runtime } from '../runtime';
import { INACTIVITY_CHECK_MS, inactivityState } from '../rules/inactivity';
import { openTabChannel, isForPlayer, type TabChannel } from './cross-tab';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;
/** Activity is shared with the other tabs at most this often. */
const SHARE_EVERY_MS = 15_000;

/**
 * How the watch signs the player out: the API layer's logout, given by the session services that
 * start the watch, so this module (the warning dialog's "Stay signed in" uses it) needs no API.
 */
export type InactivityLogout = (runtime: Runtime, reason: 'inactive' | 'other-tab', options?: { revoke?: boolean }) => Promise<void>;

interface Watch {
  logout: InactivityLogout;
  lastActivity: number;
  lastShared: number;
  stopCheck: () => void;
  stopLogoutTimer: () => void;
  channel: TabChannel;
  detach: () => void;
}

const watches = new WeakMap<Runtime, Watch>();

/**
 * Spec: after 30 minutes without mouse or key activity the player is logged out, checked every
 * minute. A warning (store.inactivityLogoutAt) comes first so the player can stay (WCAG 2.2.1).
 * Activity in any of the player's tabs counts for all; a logout in one ends all.
 */
export function watchInactivity(runtime: Runtime, logout: InactivityLogout, target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = globalThis.document): () => void {
  stopInactivityWatch(runtime);
  const watch: Watch = {
    logout,
    lastActivity: Date.now(),
    lastShared: 0,
    stopCheck: () => {},
    stopLogoutTimer: () => {},
    channel: openTabChannel((message) => {
      if (!isForPlayer(runtime, message)) return;
      if (message.type === 'logout') void endFromOtherTab(runtime, watch);
      else if (message.at > watch.lastActivity) registerActivity(runtime, message.at, false);
    }),
    detach: () => {},
  };
  watches.set(runtime, watch);

  const onActivity = () => {
    // While the warning is up only its button keeps the player signed in: a stray mouse move must not hide it.
    if (runtime.store.inactivityLogoutAt.value === null) registerActivity(runtime, Date.now(), true);
  };
  for (const name of ACTIVITY_EVENTS) target?.addEventListener(name, onActivity, { passive: true, capture: true });
  watch.detach = () => {
    for (const name of ACTIVITY_EVENTS) target?.removeEventListener(name, onActivity, { capture: true });
  };

  const check = () => {
    watch.stopCheck = runtime.scheduler.after(INACTIVITY_CHECK_MS, () => {
      evaluate(runtime);
      if (watches.get(runtime) === watch) check();
    });
  };
  check();
  return () => stopInactivityWatch(runtime);
}

function evaluate(runtime: Runtime): void {
  const watch = watches.get(runtime);
  if (!watch || !runtime.store.session.value) return;
  const state = inactivityState(watch.lastActivity, Date.now());
  if (state.kind === 'logout') {
    void signOutInactive(runtime, watch);
  } else if (state.kind === 'warn' && runtime.store.inactivityLogoutAt.value === null) {
    runtime.store.inactivityLogoutAt.value = state.logoutAt;
    watch.stopLogoutTimer = runtime.scheduler.after(state.logoutAt - Date.now(), () => evaluate(runtime));
  }
}

function registerActivity(runtime: Runtime, at: number, share: boolean): void {
  const watch = watches.get(runtime);
  if (!watch) return;
  watch.lastActivity = at;
  if (runtime.store.inactivityLogoutAt.value !== null) {
    watch.stopLogoutTimer();
    runtime.store.inactivityLogoutAt.value = null;
  }
  const playerId = runtime.store.session.value?.playerId;
  if (share && playerId && at - watch.lastShared >= SHARE_EVERY_MS) {
    watch.lastShared = at;
    watch.channel.post({ type: 'activity', playerId, at });
  }
}

/** The warning's "Stay signed in" button. */
export function staySignedIn(runtime: Runtime): void {
  const watch = watches.get(runtime);
  if (!watch) return;
  watch.lastShared = 0;
  registerActivity(runtime, Date.now(), true);
}

async function signOutInactive(runtime: Runtime, watch: Watch): Promise<void> {
  const playerId = runtime.store.session.value?.playerId;
  if (playerId) watch.channel.post({ type: 'logout', playerId });
  runtime.store.inactivityLogoutAt.value = null;
  await watch.logout(runtime, 'inactive');
}

async function endFromOtherTab(runtime: Runtime, watch: Watch): Promise<void> {
  runtime.store.inactivityLogoutAt.value = null;
  await watch.logout(runtime, 'other-tab', { revoke: false });
}

export function stopInactivityWatch(runtime: Runtime): void {
  const watch = watches.get(runtime);
  if (!watch) return;
  watch.stopCheck();
  watch.stopLogoutTimer();
  watch.channel.close();
  watch.detach();
  watches.delete(runtime);
  runtime.store.inactivityLogoutAt.value = null;
}
