/** Spec section 9: the payment method ids with their own flows. */
export const BANK_TRANSFER_METHOD_ID = 14;
export const CRYPTO_TRANSFER_METHOD_ID = 161;

/** Spec §9: the wallet methods, paid through the wallet's connect (first time) or identify flow. */
export const WALLET_METHOD_CODES: readonly string[] = ['external', 'wire_transfer', 'gp_webpay', 'mbankomat'];

/** The pages explaining the two transfers; the spec opens them in a new tab. */
export const TRANSFER_PAGES: Readonly<Record<number, 'bank-transfer' | 'crypto-transfer'>> = {
  [BANK_TRANSFER_METHOD_ID]: 'bank-transfer',
  [CRYPTO_TRANSFER_METHOD_ID]: 'crypto-transfer',
};
