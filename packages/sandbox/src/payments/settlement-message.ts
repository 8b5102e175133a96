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
 * `currency` is the code the amounts are written with.
 */
export function settlementMessage(attempt: SettledAttempt, outcome: SettleOutcome, currency: string): { subject: string; body: string } | null {
  const money = (amount: string) => `${currency} ${Number(amount).toFixed(2)}`;
  const asked = money(attempt.amount);
  if (attempt.kind === 'withdraw') {
    if (outcome.status === 'success') return { subject: 'Withdrawal paid out', body: `Your withdrawal of ${asked} has been paid out to your account.` };
    if (outcome.status === 'cancelled') return null;
    return { subject: 'Withdrawal declined', body: `Your withdrawal of ${asked} was declined. The amount is back in your balance.` };
  }
  const method = depositMethods.find((m) => m.id === attempt.methodId);
  if (method?.settles !== 'on-arrival') return null;
  switch (outcome.status) {
    case 'success':
      return { subject: 'Deposit received', body: `Your ${method.name.toLowerCase()} of ${asked} has arrived and is in your balance.` };
    case 'underpaid':
      return {
        subject: 'Deposit arrived short',
        body: `Your ${method.name.toLowerCase()} of ${asked} arrived short: ${money(outcome.received)} arrived and is in your balance. To add the rest, make a new deposit.`,
      };
    case 'declined':
      return outcome.reasonCode === WRONG_NETWORK
        ? { subject: 'Transfer not credited', body: `Your crypto transfer of ${asked} was sent over another network than the one named, and could not be credited. Please contact support.` }
        : { subject: 'Deposit declined', body: `Your ${method.name.toLowerCase()} of ${asked} was declined and nothing was credited. Please contact support.` };
    default:
      return null;
  }
}
