import { createHash } from 'node:crypto';
import { BANK_TRANSFER_METHOD_ID, CRYPTO_TRANSFER_METHOD_ID } from '@casino-sdk/core/rules';

/** A deposit method: the ids and codes are the footer's pictures' (cms/payment-method-logos.ts). */
export interface DepositMethod {
  id: number;
  code: string;
  name: string;
  provider: string;
  /** Major units, in any currency (the sandbox does not scale limits by rate). */
  minimum: number;
  maximum: number;
  /** Paid on the provider's hosted page (a card), at once (a wallet), or when the money arrives (a transfer). */
  settles: 'hosted-page' | 'at-once' | 'on-arrival';
}

export const depositMethods: DepositMethod[] = [
  { id: 3, code: 'card', name: 'Card', provider: 'card', minimum: 1, maximum: 5000, settles: 'hosted-page' },
  { id: 22, code: 'e_wallet', name: 'E-wallet', provider: 'ewallet', minimum: 1, maximum: 2000, settles: 'at-once' },
  { id: 40, code: 'gp_webpay', name: 'GP webpay', provider: 'neterapay', minimum: 1, maximum: 3000, settles: 'at-once' },
  { id: BANK_TRANSFER_METHOD_ID, code: 'bank_transfer', name: 'Bank transfer', provider: 'bank', minimum: 1, maximum: 20000, settles: 'on-arrival' },
  { id: CRYPTO_TRANSFER_METHOD_ID, code: 'crypto_transfer', name: 'Crypto transfer', provider: 'crypto', minimum: 1, maximum: 10000, settles: 'on-arrival' },
];

export interface WithdrawMethod {
  id: number;
  name: string;
  provider: string;
  minimum: number;
  maximum: number;
}

export const withdrawMethods: WithdrawMethod[] = [
  { id: 51, name: 'SEPA bank transfer', provider: 'sepa', minimum: 10, maximum: 10000 },
  { id: 52, name: 'E-wallet', provider: 'ewallet', minimum: 1, maximum: 2000 },
];

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * The deposit address of one crypto transfer: a crypto processor gives each deposit its own, so an
 * arrival names its deposit. Shaped as a TRON address (T and 33 base58 characters); derived from
 * the attempt, so the same transfer always shows the same address.
 */
function cryptoAddress(attemptId: number): string {
  const digest = createHash('sha512').update(`sandbox-crypto-deposit:${attemptId}`).digest();
  return 'T' + Array.from(digest.subarray(0, 33), (byte) => BASE58[byte % BASE58.length]).join('');
}

/** The operator's account a bank or crypto transfer is paid to, with the attempt's own reference. */
export function transferDetails(methodId: number, attemptId: number): Record<string, string> {
  if (methodId === CRYPTO_TRANSFER_METHOD_ID) {
    return { holder: 'Harbour Gaming Ltd', network: 'USDT on TRON (TRC-20)', address: cryptoAddress(attemptId), variable_symbol: String(4_200_000 + attemptId) };
  }
  return { holder: 'Harbour Gaming Ltd', iban: 'MT84MALT011000012345MTLCAST001S', bic: 'MALTMTMT', variable_symbol: String(4_200_000 + attemptId) };
}
