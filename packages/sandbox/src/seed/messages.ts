import type { MessageType } from '@casino-sdk/core/contract';
import type { NewPlayerMessage } from '../messages/player-messages';

/**
 * One unread message of each type that has its own dialog, oldest first, for `messages-player`:
 * logging in shows them one after another, in this order.
 */
export const dialogMessages: (NewPlayerMessage & { type: MessageType })[] = [
  {
    type: 'realityCheck',
    subject: 'Reality check',
    body: 'You have been playing for 60 minutes. In that time you wagered EUR 120.00 and won EUR 95.50. Would you like to keep playing or take a break?',
    duration: 60,
  },
  {
    type: 'firstLogin',
    subject: 'Welcome to Harbour Casino',
    body: 'Thank you for joining us. Before you play, take a moment to set your deposit limits and your reality-check interval. You can change both at any time under Limits in your account.',
  },
  {
    type: 'campaignReached',
    subject: 'Wagering requirement completed',
    body: 'Congratulations! You have completed the wagering requirement of the Welcome Bonus. The bonus money has been moved to your real-money balance and can now be withdrawn.',
  },
  {
    type: 'bonus-bet-limit',
    subject: 'Maximum bet with an active bonus',
    body: 'While a bonus is active, a single bet may not exceed EUR 5.00. Your last bet was above this amount and was not placed. Lower your stake to continue, or give up the bonus to play without this limit.',
  },
  {
    type: 'bonus-min-balance-limit',
    subject: 'Bonus ended: balance too low',
    body: 'Your balance fell below EUR 0.50, the least needed to keep wagering the Welcome Bonus. The bonus and its remaining wagering requirement have been removed from your account.',
  },
  {
    type: 'daily-bet-limit',
    subject: 'Daily bet limit reached',
    body: 'You have reached your daily bet limit of EUR 100.00. You can place bets again after midnight (UTC). To review your limits, open Limits in your account.',
  },
  {
    type: 'daily-bet-loss',
    subject: 'Daily loss limit reached',
    body: 'Your losses today have reached your daily loss limit of EUR 50.00, so real-money play is paused until midnight (UTC). If you would like a longer break, you can exclude yourself under Limits.',
  },
];
