import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { type Runtime } from '@casino-sdk/core';
import { errorMessageKey } from '@casino-sdk/core/internal';
import type { Game } from '@casino-sdk/core/contract/casino';
import { favouriteCalls } from '../calls';

/** Loaded with the first call, like the catalogue's schemas (decision 0005). */

export type FavouritesState = 'none' | 'loading' | 'ready' | 'error';

export interface FavouritesModel {
  /** 'none' for a visitor: no hearts, no Favourites tab, no "Recently played". */
  readonly state: ReadonlySignal<FavouritesState>;
  /** The player's favourite games, the most recently added first. */
  readonly games: ReadonlySignal<readonly Game[]>;
  readonly ids: ReadonlySignal<ReadonlySet<number>>;
  /** The games the player last played, newest first. */
  readonly recent: ReadonlySignal<readonly Game[]>;
  /** The message key of the last change the platform refused (the heart went back), until the next change. */
  readonly refusal: ReadonlySignal<string | null>;
  /** Follows the session: loads the player's lists on sign-in, forgets them on sign-out. */
  start(): void;
  /** Adds or removes a favourite at once, and puts it back if the platform refuses. */
  toggle(game: Game): Promise<void>;
  retry(): void;
  dispose(): void;
}

/** A signed-in player's favourites and "Recently played" (ours, beyond the spec: contract/favourites.ts). */
export function createFavouritesModel(runtime: Runtime): FavouritesModel {
  const state = signal<FavouritesState>('none');
  const games = signal<readonly Game[]>([]);
  const recent = signal<readonly Game[]>([]);
  const refusal = signal<string | null>(null);
  const ids = computed(() => new Set(games.value.map((game) => game.id)));
  /** Games whose change is on its way: a second press waits for the answer instead of racing it. */
  const changing = new Set<number>();
  /** Bumped on every sign-in and sign-out, so an answer for an earlier player is dropped. */
  let generation = 0;
  let stop: (() => void) | null = null;

  async function load(): Promise<void> {
    const mine = ++generation;
    state.value = 'loading';
    try {
      const calls = await favouriteCalls();
      const [favourites, played] = await Promise.all([
        runtime.client.call(calls.list, {}),
        // The row is an extra: without it the lobby still works.
        runtime.client.call(calls.recentlyPlayed, {}).catch(() => null),
      ]);
      if (mine !== generation) return;
      batch(() => {
        games.value = favourites.data;
        recent.value = played?.data ?? [];
        state.value = 'ready';
      });
    } catch {
      if (mine === generation) state.value = 'error';
    }
  }

  function forget(): void {
    generation++;
    changing.clear();
    batch(() => {
      state.value = 'none';
      games.value = [];
      recent.value = [];
      refusal.value = null;
    });
  }

  async function toggle(game: Game): Promise<void> {
    if (state.value !== 'ready' || changing.has(game.id)) return;
    const mine = generation;
    const before = games.value;
    const adding = !ids.value.has(game.id);
    changing.add(game.id);
    batch(() => {
      refusal.value = null;
      games.value = adding ? [game, ...before] : before.filter((item) => item.id !== game.id);
    });
    try {
      const calls = await favouriteCalls();
      await runtime.client.call(adding ? calls.add : calls.remove, { params: { game_id: game.id } });
    } catch (caught) {
      if (mine !== generation) return;
      // Only this game goes back: changes to other games made meanwhile stay.
      const index = before.findIndex((item) => item.id === game.id);
      batch(() => {
        const now = games.value.filter((item) => item.id !== game.id);
        games.value = adding ? now : [...now.slice(0, index), game, ...now.slice(index)];
        refusal.value = errorMessageKey(caught);
      });
    } finally {
      if (mine === generation) changing.delete(game.id);
    }
  }

  return {
    state,
    games,
    ids,
    recent,
    refusal,
    start() {
      if (stop) return;
      let signedIn: number | null = null;
      stop = effect(() => {
        const playerId = runtime.store.session.value?.playerId ?? null;
        if (playerId === signedIn) return;
        signedIn = playerId;
        if (playerId === null) forget();
        else void load();
      });
    },
    toggle,
    retry: () => void load(),
    dispose() {
      stop?.();
      stop = null;
      generation++;
    },
  };
}
