import { signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import { errorMessageKey } from '@casino-sdk/core/internal';
import type { Game, GamesQuery } from '@casino-sdk/core/contract/casino';
import { casinoCalls } from '../calls';

export type RailState =
  | { kind: 'waiting' }
  | { kind: 'loading' }
  | { kind: 'ready'; games: readonly Game[] }
  | { kind: 'error'; messageKey: string };

export interface RailModel {
  readonly state: ReadonlySignal<RailState>;
  /** Asks for the rail's games once (the rail neared the viewport); later calls do nothing. */
  load(): void;
  retry(): void;
  dispose(): void;
}

/** One home rail's games: asked for only when the rail nears the viewport, once. */
export function createRailModel(runtime: Runtime, query: GamesQuery): RailModel {
  const state = signal<RailState>({ kind: 'waiting' });
  let controller: AbortController | null = null;

  async function fetchGames(): Promise<void> {
    controller?.abort();
    const owner = new AbortController();
    controller = owner;
    state.value = { kind: 'loading' };
    try {
      const calls = await casinoCalls();
      const answer = await runtime.client.call(calls.games, { query, signal: owner.signal });
      if (!owner.signal.aborted) state.value = { kind: 'ready', games: answer.data };
    } catch (caught) {
      if (owner.signal.aborted || (isApiError(caught) && caught.kind === 'aborted')) return;
      state.value = { kind: 'error', messageKey: errorMessageKey(caught) };
    }
  }

  return {
    state,
    load() {
      if (state.value.kind === 'waiting') void fetchGames();
    },
    retry: () => void fetchGames(),
    dispose() {
      controller?.abort();
      controller = null;
    },
  };
}
