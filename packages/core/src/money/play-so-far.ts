// The reality check's figures, apart from its rules: only the dialogs that show them carry them.
import { parseMoney, type Money } from './money';

/** What the reality check shows of the login session's play: the time played and the net position (wins minus bets). */
export interface PlaySoFar {
  hours: number;
  minutes: number;
  net: Money;
}

/** GET casino/sessions' answer as the reality check shows it: whole minutes, the net in minor units. */
export function playSoFar(summary: { seconds: number; net: number; currency: { code: string } }): PlaySoFar {
  const minutes = Math.floor(Math.max(0, summary.seconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60, net: parseMoney(summary.net, summary.currency.code) };
}
