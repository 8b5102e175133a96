import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Language, Runtime } from '@casino-sdk/core';
import type { BigWin } from '@casino-sdk/core/contract/winners';
import { formatMoney, parseMoney } from '@casino-sdk/core/money';
import { gamePlayPath } from '@casino-sdk/core/rules';
import { winnerCalls } from '../calls';

/** How often the feed asks again: live enough for a lobby, and the poll pauses while the tab is hidden. */
export const WINNERS_POLL_MS = 30_000;

/** `loading` until the first answer; then the wins, an empty list when there are none or the call failed. */
export type WinnersState = { kind: 'loading' } | { kind: 'ready'; wins: readonly BigWin[] };

export interface WinnersModel {
  readonly state: ReadonlySignal<WinnersState>;
  /** Starts the poll (its first call at once); returns its stop. */
  start(): () => void;
}

/** One win as the feed writes it: the game's play link (the cards' path) and the amount in its currency for the page's language. */
export function winLine(win: BigWin, language: Language): { href: string; amount: string } {
  return { href: gamePlayPath(language, win.game.provider_id, win.game.id), amount: formatMoney(parseMoney(win.amount, win.currency.code), language) };
}

/**
 * The lobby's "Recent big wins" (issue 24): the platform's latest big wins, asked for again every
 * `WINNERS_POLL_MS` on the runtime's scheduler (paused while the tab is hidden, backed off after a
 * failure). The feed is the page's decoration: a failed call shows nothing and is only logged.
 */
export function createWinnersModel(runtime: Pick<Runtime, 'client' | 'scheduler'>): WinnersModel {
  const state = signal<WinnersState>({ kind: 'loading' });

  async function refresh(): Promise<void> {
    try {
      const winners = await winnerCalls();
      const answer = await runtime.client.call(winners.recent, {});
      state.value = { kind: 'ready', wins: answer.data };
    } catch (error) {
      console.warn('[casino-sdk] The winners feed could not be loaded.', error);
      state.value = { kind: 'ready', wins: [] };
      // The scheduler waits longer after each failure.
      throw error;
    }
  }

  return {
    state,
    start: () => runtime.scheduler.poll(refresh, { intervalMs: WINNERS_POLL_MS, immediate: true }),
  };
}
