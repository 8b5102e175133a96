import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';
import { parseMoney, type Money } from '@casino-sdk/core/money';
import { jurisdictionProfile } from '@casino-sdk/core/rules';

/**
 * The player's net deposits (deposits less withdrawals over the history), exact in minor units,
 * where the jurisdiction shows them (UKGC); null elsewhere, or while the platform has not said.
 * The balance poll's figure is the newest; the profile's is the one from GET me.
 */
export function netDeposits(runtime: Pick<Runtime, 'store' | 'config'>): ReadonlySignal<Money | null> {
  const shown = jurisdictionProfile(runtime.config.value.jurisdiction).showNetDeposits;
  return computed(() => {
    const { balance, player } = runtime.store;
    const amount = balance.value?.net_deposits ?? player.value?.balance.net_deposits;
    if (!shown || amount === undefined || !player.value) return null;
    return parseMoney(amount, player.value.currency.code);
  });
}
