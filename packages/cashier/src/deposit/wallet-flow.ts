import type { Runtime } from '@casino-sdk/core';
import { paymentCalls } from '../calls';

/** Spec §7: a wallet whose PIN is registered identifies the player; else the player connects it first. */
export async function askWalletStep(client: Runtime['client']): Promise<'connect' | 'identify'> {
  try {
    const payments = await paymentCalls();
    const answer = await client.call(payments.neterapayPin, {});
    return answer.is_pin_registered ? 'identify' : 'connect';
  } catch {
    // The wallet cannot be asked: connecting is the flow that works for every player.
    return 'connect';
  }
}

/** Spec §7's wallet fields: which flow, and where the wallet sends the player back. */
export function walletBody(step: 'connect' | 'identify') {
  return { neterapay_endpoint: step, skip_amount_limits: step === 'connect', redirect_url: typeof location === 'undefined' ? '' : location.href };
}
