import { depositMethods } from './payment-methods';
import { WRONG_NETWORK, type SettleOutcome } from './settle-attempt';

interface SettledAttempt {
  kind: string;
  methodId: number;
  amount: string;
}

/**
 * What the platform tells the player when a payment they are not watching is settled: a bank or
 * crypto transfer that arrives days later (in full, short, or refused), a withdrawal paid out or
 * declined. It arrives as an inbox message, which the site shows wherever the player is. A card
 * payment is followed by the cashier on screen, and a cancel is the player's own doing: no message.
 * The message is written once the currency's code is known, so no settlement looks it up for nothing.
 */
export function settlementMessage(attempt: SettledAttempt, outcome: SettleOutcome): ((currency: string) => { subject: string; body: string }) | null {
  const money = (currency: string, amount: string) => `${currency} ${Number(amount).toFixed(2)}`;
  if (attempt.kind === 'withdraw') {
    if (outcome.status === 'success') return (c) => ({ subject: 'Withdrawal paid out', body: `Your withdrawal of ${money(c, attempt.amount)} has been paid out to your account.` });
    if (outcome.status === 'cancelled') return null;
    return (c) => ({ subject: 'Withdrawal declined', body: `Your withdrawal of ${money(c, attempt.amount)} was declined. The amount is back in your balance.` });
  }
  const method = depositMethods.find((m) => m.id === attempt.methodId);
  if (method?.settles !== 'on-arrival') return null;
  const transfer = method.name.toLowerCase();
  switch (outcome.status) {
    case 'success':
      return (c) => ({ subject: 'Deposit received', body: `Your ${transfer} of ${money(c, attempt.amount)} has arrived and is in your balance.` });
    case 'underpaid':
      return (c) => ({
        subject: 'Deposit arrived short',
        body: `Your ${transfer} of ${money(c, attempt.amount)} arrived short: ${money(c, outcome.received)} arrived and is in your balance. To add the rest, make a new deposit.`,
      });
    case 'declined':
      return outcome.reasonCode === WRONG_NETWORK
        ? (c) => ({ subject: 'Transfer not credited', body: `Your crypto transfer of ${money(c, attempt.amount)} was sent over another network than the one named, and could not be credited. Please contact support.` })
        : (c) => ({ subject: 'Deposit declined', body: `Your ${transfer} of ${money(c, attempt.amount)} was declined and nothing was credited. Please contact support.` });
    default:
      return null;
  }
}
