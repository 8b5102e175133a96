import { batch } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';
import { playerCalls } from '../calls';

/** The player info as the session loads it (with KYC, marketing and the risky-country flag). */
const PLAYER_QUERY = { kyc: 1, marketing: 1, riskyCountry: 1 } as const;

/** Reads the player again after a change the platform made to it (a confirmed contact, a bonus given or deleted). */
export async function reloadPlayer({ client, store }: Runtime): Promise<void> {
  const calls = await playerCalls();
  const fresh = await client.call(calls.get, { query: PLAYER_QUERY });
  batch(() => {
    store.player.value = fresh;
    store.balance.value = fresh.balance;
  });
}
