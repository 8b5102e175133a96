import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';
import type { Statistic } from '@casino-sdk/core/contract/statistic';
import { failureMessage, type Notices, type ViewLoad } from '@casino-sdk/core/form';
import { playerCalls } from '../calls';

/** The player's requests of one kind that wait to take effect (spec §7: `me/statistics?type&to_activate=1`). */
export interface PlayerRequests {
  /** The view's first load; a refresh after a change keeps the view on screen. */
  readonly load: ReadonlySignal<ViewLoad>;
  readonly requests: ReadonlySignal<readonly Statistic[]>;
  /** The request being deleted: one at a time. */
  readonly deleting: ReadonlySignal<number | null>;
  refresh(): Promise<void>;
  remove(id: number): Promise<void>;
}

/**
 * Loads, refreshes and deletes the limit or exclusion requests a view lists: the first load shows
 * its state (the retry panel on failure), a later failure is a notice; a deletion says how it went.
 */
export function createPlayerRequests(runtime: Runtime, type: 'limits' | 'exclusion', notices: Pick<Notices, 'show'>, shown: (request: Statistic) => boolean = () => true): PlayerRequests {
  const load = signal<ViewLoad>({ kind: 'loading' });
  const requests = signal<readonly Statistic[]>([]);
  const deleting = signal<number | null>(null);
  return {
    load,
    requests,
    deleting,

    async refresh() {
      const first = load.value.kind !== 'ready';
      if (first) load.value = { kind: 'loading' };
      try {
        const player = await playerCalls();
        const answer = await runtime.client.call(player.statistics, { query: { type, to_activate: 1 } });
        batch(() => {
          requests.value = answer.data.filter(shown);
          if (first) load.value = { kind: 'ready' };
        });
      } catch (caught) {
        if (first) load.value = { kind: 'error', message: failureMessage(caught) };
        else notices.show({ message: failureMessage(caught), tone: 'error' });
      }
    },

    async remove(id) {
      if (deleting.value !== null) return;
      deleting.value = id;
      try {
        const player = await playerCalls();
        await runtime.client.call(player.deleteStatistic, { params: { id: String(id) } });
        requests.value = requests.value.filter((request) => request.id !== id);
        notices.show({ message: { key: 'cashier.requestDeleted' }, tone: 'success' });
      } catch (caught) {
        notices.show({ message: failureMessage(caught), tone: 'error' });
      } finally {
        deleting.value = null;
      }
    },
  };
}
