import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';

/** The signed-in player's currency, as the cashier writes amounts in it (EUR until the player is in). */
export function playerCurrency(store: Pick<Runtime['store'], 'player'>): ReadonlySignal<{ code: string; symbol: string }> {
  return computed(() => {
    const player = store.player.value;
    return { code: player?.currency.code ?? 'EUR', symbol: player?.currency.symbol ?? '€' };
  });
}
