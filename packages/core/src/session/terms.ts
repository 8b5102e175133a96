import type { PlayerInfo } from '../contract/player';
import { playerApi } from '../contract/player';
import type { Runtime } from '../runtime';

export const TERMS_ROUTE = 'terms-and-conditions';

/** The blocking terms dialog: a player who has not accepted the terms, anywhere but the terms page. */
export function needsTermsAcceptance(player: PlayerInfo | null, route: string): boolean {
  return player?.marketing?.terms_and_conditions === false && route.split(/[/?#]/)[0] !== TERMS_ROUTE;
}

/** Records acceptance (PUT me terms_and_conditions) and reloads, as the spec does. */
export async function acceptTerms(runtime: Runtime, reload: () => void = () => location.reload()): Promise<void> {
  await runtime.client.call(playerApi.update, { body: { terms_and_conditions: true } });
  reload();
}
