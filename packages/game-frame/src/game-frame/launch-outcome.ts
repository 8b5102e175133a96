import { isApiError, type Language } from '@casino-sdk/core';
import { errorMessageKey } from '@casino-sdk/core/internal';
import type { GameDetail } from '@casino-sdk/core/contract/casino';
import { formatMoney, parseMoney } from '@casino-sdk/core/money';
import { gamePlayPath, localePath, PLAYER_AREA_ROUTES } from '@casino-sdk/core/rules';

/** Why a launch did not start a game, each with the spec's text and follow-up (front-end spec §8). */
export type LaunchOutcome =
  /** `casino/play` answered nothing, or the provider is not enabled, or the URL is not allowed. */
  | { kind: 'not-available' }
  /** One sentence (the server's message, or demoNotAvailableMessage with the smallest bet), the demo and Deposit Now. */
  | { kind: 'insufficient-balance'; message: string }
  /** PEP or UBO without accepted basic KYC: to the KYC page. */
  | { kind: 'kyc' }
  /** A risky country without idApproved: to the selfie check. */
  | { kind: 'kyc-selfie' }
  /** "Your player account is disable until to {date}", then home. */
  | { kind: 'self-excluded'; until: string | null }
  /** Terms not accepted: the warning dialog (Yes accepts, No goes home). */
  | { kind: 'terms' }
  | { kind: 'inactive' }
  /** No answer (network, timeout, a 5xx): an i18n key, with Retry. */
  | { kind: 'failed'; messageKey: string };

const ISO_DATE = /\d{4}-\d{2}-\d{2}T[\d:.]+Z/;

/**
 * The outcome a launch error stands for. `expiresAt` is the player's `status_expires_at`, which
 * dates a self-exclusion; the server's message carries it too, as a fallback.
 */
export function outcomeOfError(error: unknown, expiresAt: string | null): LaunchOutcome {
  if (!isApiError(error) || error.kind !== 'http') return { kind: 'failed', messageKey: errorMessageKey(error) };
  switch (error.code) {
    case 'insufficient_balance':
      return { kind: 'insufficient-balance', message: error.message };
    case 'kyc_required':
      return { kind: 'kyc' };
    case 'kyc_selfie_required':
      return { kind: 'kyc-selfie' };
    case 'self_excluded':
      return { kind: 'self-excluded', until: expiresAt ?? ISO_DATE.exec(error.message)?.[0] ?? null };
    case 'terms_not_accepted':
      return { kind: 'terms' };
    case 'account_inactive':
      return { kind: 'inactive' };
    default:
      return error.status === 404 ? { kind: 'not-available' } : { kind: 'failed', messageKey: error.messageKey };
  }
}

/** Where an outcome sends the player, or null where the player chooses (a button or a dialog). */
export function followUpPath(outcome: LaunchOutcome, language: Language): string | null {
  switch (outcome.kind) {
    case 'kyc':
      return localePath(language, PLAYER_AREA_ROUTES.kyc);
    case 'kyc-selfie':
      return `${localePath(language, PLAYER_AREA_ROUTES.kyc)}?lv=selfie`;
    case 'self-excluded':
      return localePath(language);
    default:
      return null;
  }
}

/** The spec's "Deposit Now" destination. */
export function depositPath(language: Language): string {
  return localePath(language, PLAYER_AREA_ROUTES.deposit);
}

export interface InsufficientBalance {
  /** demoNotAvailableMessage's smallest bet, formatted; null: the server's message says it instead. */
  smallestBet: string | null;
  message: string;
  /** "Play the demo", where the game has one. */
  demoPath: string | null;
}

/**
 * The insufficient-balance panel: one sentence naming the game's smallest bet in the player's
 * currency (the server's message where the game does not say it), the game's demo if it has one;
 * the panel adds Deposit Now.
 */
export function insufficientBalance(message: string, game: GameDetail | null, currencyCode: string | null, language: Language): InsufficientBalance {
  const minBet = game?.min_bet;
  return {
    smallestBet: minBet != null && currencyCode ? formatMoney(parseMoney(minBet, currencyCode), language) : null,
    message,
    demoPath: game?.has_demo ? gamePlayPath(language, game.provider_id, game.id, true) : null,
  };
}

