import type { PaymentMethod, PaymentResult, PendingTransaction } from '@casino-sdk/core/contract/payment';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import { samplePaymentMethods } from '@casino-sdk/core/testing/payment-methods';
import { createPlatformFixture, type Behaviour, type FixtureAnswers, type FixtureFetch, type PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';

/** The deposit methods of stories and tests: a card paid on a provider's page, and the two transfers. */
export const sampleDepositMethods: PaymentMethod[] = [
  { id: 3, name: 'Card', code: 'card', data: { minimum: 1, maximum: 5000 } },
  { id: 22, name: 'E-wallet', code: 'e_wallet', data: { minimum: 1, maximum: 2000 } },
  { id: 14, name: 'Bank transfer', code: 'bank_transfer', data: { minimum: 1, maximum: 20000 } },
  { id: 161, name: 'Crypto transfer', code: 'crypto_transfer', data: { minimum: 1, maximum: 10000 } },
];

export const samplePendingDeposit: PendingTransaction = {
  id: 901,
  amount: 250,
  currency: { code: 'EUR', symbol: '€' },
  payment_method_id: 14,
  payload: { holder: 'Harbour Gaming Ltd', iban: 'MT84MALT011000012345MTLCAST001S', bic: 'MALTMTMT', variable_symbol: '4200901' },
};

/** The provider origin the sample forms post to (listed in the runtime's `payment_origins`). */
export const SAMPLE_PROVIDER_ORIGIN = 'https://pay.example';

export interface DepositFixtureOptions extends PlatformFixtureOptions {
  /** GET payments/methods/deposit. */
  methods?: Behaviour;
  pendingDeposits?: PendingTransaction[];
  /** What POST payments/deposit answers (default: a message), or a refusal. */
  depositAnswer?: PaymentResult | { status: number; message: string };
}

/** The payment calls the deposit view makes, on top of the shared platform fixture. */
export function depositAnswers(options: DepositFixtureOptions): FixtureAnswers {
  return (method, path) => {
    if (method === 'GET' && path === '/v1/cms/payment-methods') return jsonResponse({ data: samplePaymentMethods }, 200);
    if (method === 'GET' && path === '/v1/payments/methods/deposit') {
      if (options.methods === 'hang') return new Promise<Response>(() => {});
      if (options.methods === 'fail') return jsonResponse({ message: 'The payment methods are not available.' }, 503);
      return jsonResponse({ data: sampleDepositMethods }, 200);
    }
    if (method === 'GET' && path === '/v1/payments/transactions') return jsonResponse({ data: options.pendingDeposits ?? [] }, 200);
    if (method === 'POST' && path === '/v1/payments/deposit') {
      const answer = options.depositAnswer ?? { message: 'Deposit received' };
      return typeof answer === 'object' && 'status' in answer ? jsonResponse({ message: answer.message }, answer.status) : jsonResponse(answer, 200);
    }
    return undefined;
  };
}

export function createDepositFixture(options: DepositFixtureOptions = {}): FixtureFetch {
  return createPlatformFixture({ ...options, answers: depositAnswers(options) });
}
