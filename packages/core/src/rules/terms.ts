import type { PlayerInfo } from '../contract/player';

export const TERMS_ROUTE = 'terms-and-conditions';

/** The blocking terms dialog: a player who has not accepted the terms, anywhere but the terms page. */
export function needsTermsAcceptance(player: PlayerInfo | null, route: string): boolean {
  return player?.marketing?.terms_and_conditions === false && route.split(/[/?#]/)[0] !== TERMS_ROUTE;
}
