import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import type { Jackpot } from '@casino-sdk/core/contract/jackpot';
import { parseMoney, type Money } from '@casino-sdk/core/money';
import { jackpotCalls } from '../calls';

/** How often the amounts are asked for while a ticker or a jackpot tile is shown. */
export const JACKPOT_POLL_MS = 10_000;

export interface JackpotPool {
  id: number;
  name: string;
  amount: Money;
}

export type JackpotState = { kind: 'loading' } | { kind: 'ready'; pools: readonly JackpotPool[] } | { kind: 'error' };

export interface JackpotBoard {
  readonly state: ReadonlySignal<JackpotState>;
  /** What each jackpot holds now, by its id (a game's `jackpot_id`). */
  readonly amounts: ReadonlySignal<ReadonlyMap<number, Money>>;
  /** One more view shows the amounts: the poll runs while any does. Returns its goodbye. */
  watch(): () => void;
}

/**
 * The currency the amounts are in: the player's, or for a visitor the skin's first (the one a new
 * account gets).
 */
function currencyIdOf(store: Runtime['store']): number | null {
  const { currencies } = store.skinSettings.value;
  const player = store.player.value?.currency;
  if (player) return player.id ?? currencies.find((currency) => currency.code === player.code)?.id ?? null;
  return currencies[0]?.id ?? null;
}

/**
 * The progressive jackpots' amounts (casino/jackpots), asked for again every 10 s through the
 * runtime's scheduler (paused while the tab is hidden, backed off on errors) while at least one
 * view watches: the numbers shown are always the platform's, never made up between answers.
 */
export function createJackpotBoard(runtime: Pick<Runtime, 'client' | 'store' | 'scheduler'>): JackpotBoard {
  const state = signal<JackpotState>({ kind: 'loading' });
  const currencyId = computed(() => currencyIdOf(runtime.store));
  let watchers = 0;
  let stop: (() => void) | null = null;
  // A platform without the call (it is the SDK's, not the spec's) has no jackpots: asked once.
  let absent = false;

  async function load(): Promise<void> {
    const asked = currencyId.peek();
    if (asked === null || absent) {
      state.value = { kind: 'ready', pools: [] };
      return;
    }
    try {
      const calls = await jackpotCalls();
      const { data } = await runtime.client.call(calls.list, { query: { currency_id: asked } });
      if (asked === currencyId.peek()) state.value = { kind: 'ready', pools: data.map(poolOf) };
    } catch (error) {
      if (isApiError(error) && error.kind === 'http' && error.status === 404) {
        absent = true;
        state.value = { kind: 'ready', pools: [] };
        return;
      }
      // An answer shown stays until a new one comes: a failed poll is no reason to take it away.
      if (state.peek().kind !== 'ready') state.value = { kind: 'error' };
      throw error;
    }
  }

  function start(): () => void {
    let first = true;
    let stopPoll: (() => void) | null = null;
    // Another currency (a player signed in or out) is asked for at once.
    const unwatchCurrency = effect(() => {
      void currencyId.value;
      if (!first) state.value = { kind: 'loading' };
      first = false;
      stopPoll?.();
      // Not at once in a hidden tab (the scheduler's `immediate` would): it asks when the tab shows.
      stopPoll = runtime.scheduler.poll(load, { intervalMs: JACKPOT_POLL_MS, immediate: !globalThis.document?.hidden });
    });
    return () => {
      unwatchCurrency();
      stopPoll?.();
    };
  }

  return {
    state,
    amounts: computed(() => {
      const current = state.value;
      return new Map(current.kind === 'ready' ? current.pools.map((pool) => [pool.id, pool.amount]) : []);
    }),
    watch() {
      if (watchers++ === 0) stop = start();
      let watching = true;
      return () => {
        if (!watching) return;
        watching = false;
        if (--watchers === 0) {
          stop?.();
          stop = null;
        }
      };
    },
  };
}

function poolOf(jackpot: Jackpot): JackpotPool {
  return { id: jackpot.id, name: jackpot.name, amount: parseMoney(jackpot.amount, jackpot.currency.code) };
}

const boards = new WeakMap<object, JackpotBoard>();

/** The runtime's one board: the ticker and every tile share its poll. */
export function jackpotBoardOf(runtime: Runtime): JackpotBoard {
  let board = boards.get(runtime);
  if (!board) boards.set(runtime, (board = createJackpotBoard(runtime)));
  return board;
}
