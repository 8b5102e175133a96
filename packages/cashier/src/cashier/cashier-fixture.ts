import type { PaymentAttempt, PaymentMethod, PaymentResult, PendingTransaction, WithdrawMethod } from '@casino-sdk/core/contract/payment';
import type { Statistic } from '@casino-sdk/core/contract/statistic';
import type { ErrorBody } from '@casino-sdk/core/contract/error';
import type { Survey } from '@casino-sdk/core/contract/survey';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import { samplePaymentMethods } from '@casino-sdk/core/testing/payment-methods';
import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { startSession } from '@casino-sdk/core/internal';
import type { Jurisdiction } from '@casino-sdk/core/rules';
import { createPlatformFixture, samplePlayer, type Behaviour, type FixtureAnswers, type FixtureFetch, type PlatformFixtureOptions, type RecordedCall } from '@casino-sdk/core/testing/platform-fixture';

/** The deposit methods of stories and tests: a card paid on a provider's page, and the two transfers. */
export const sampleDepositMethods: PaymentMethod[] = [
  { id: 3, name: 'Card', code: 'card', data: { minimum: 1, maximum: 5000 } },
  { id: 22, name: 'E-wallet', code: 'e_wallet', data: { minimum: 1, maximum: 2000 } },
  { id: 14, name: 'Bank transfer', code: 'bank_transfer', data: { minimum: 1, maximum: 20000 } },
  { id: 161, name: 'Crypto transfer', code: 'crypto_transfer', data: { minimum: 1, maximum: 10000 } },
  { id: 40, name: 'GP webpay', code: 'gp_webpay', data: { minimum: 1, maximum: 3000 } },
];

export const samplePendingDeposit: PendingTransaction = {
  id: 901,
  amount: 250,
  currency: { code: 'EUR', symbol: '€' },
  payment_method_id: 14,
  payload: { holder: 'Harbour Gaming Ltd', iban: 'MT84MALT011000012345MTLCAST001S', bic: 'MALTMTMT', variable_symbol: '4200901' },
};

/** A crypto deposit the platform has not settled yet (GET payments/attempts/{id}). */
export const sampleAttempt: PaymentAttempt = {
  id: 77,
  kind: 'deposit',
  status: 'pending',
  amount: 50,
  received_amount: null,
  currency: 'EUR',
  payment_method_id: 161,
  reason_code: null,
  return_route: null,
  balance_after: null,
};

export const sampleWithdrawMethods: WithdrawMethod[] = [
  { id: 51, name: 'SEPA bank transfer', withdrawal: { minimum: 10, maximum: 10000 } },
  { id: 52, name: 'E-wallet', withdrawal: { minimum: 1, maximum: 2000 } },
];

export const samplePendingWithdrawal: PendingTransaction = { id: 902, amount: 150, currency: { code: 'EUR', symbol: '€' }, payment_method_id: 51, provider: 'sepa' };

/** The provider origin the sample forms post to (listed in the runtime's `payment_origins`). */
export const SAMPLE_PROVIDER_ORIGIN = 'https://pay.example';

export interface CashierFixtureOptions extends PlatformFixtureOptions {
  /** GET payments/methods/deposit. */
  methods?: Behaviour;
  pendingDeposits?: PendingTransaction[];
  /** What POST payments/deposit answers (default: a message), or a refusal. */
  depositAnswer?: PaymentResult | Refusal;
  pendingWithdrawals?: PendingTransaction[];
  /** What POST payments/withdraw answers (default: a message), or a refusal. */
  withdrawAnswer?: PaymentResult | Refusal;
  /** The source-of-wealth questionnaire's status (GET surveys/sowq); default answered. */
  questionnaire?: 'required' | 'answered';
  /** GET payments/neterapay/player/is_pin_registered (default false: the wallet connects). */
  walletPinRegistered?: boolean;
  /** GET payments/attempts/{id}: the attempts as the platform has them, one answer after another. */
  attempts?: PaymentAttempt[];
  /** GET me/statistics/last: the limit and exclusion requests. */
  requests?: Statistic[];
}

/** A refusal: its status and the error body the platform sends with it. */
type Refusal = { status: number } & ErrorBody;

const answerOf = (answer: PaymentResult | Refusal) => {
  if (typeof answer !== 'object' || !('status' in answer)) return jsonResponse(answer, 200);
  const { status, ...body } = answer;
  return jsonResponse(body, status);
};

/** The payment calls the cashier's views make, on top of the shared platform fixture. */
export function cashierAnswers(options: CashierFixtureOptions): FixtureAnswers {
  return (method, path, body, query) => {
    if (method === 'GET' && path === '/v1/cms/payment-methods') return jsonResponse({ data: samplePaymentMethods }, 200);
    if (method === 'GET' && path === '/v1/payments/methods/deposit') {
      if (options.methods === 'hang') return new Promise<Response>(() => {});
      if (options.methods === 'fail') return jsonResponse({ message: 'The payment methods are not available.' }, 503);
      return jsonResponse({ data: sampleDepositMethods }, 200);
    }
    if (method === 'GET' && path === '/v1/payments/transactions') {
      return jsonResponse({ data: (query.get('type_id') === '2' ? options.pendingWithdrawals : options.pendingDeposits) ?? [] }, 200);
    }
    if (method === 'POST' && path === '/v1/payments/deposit') return answerOf(options.depositAnswer ?? { message: 'Deposit received' });
    if (method === 'GET' && path === '/v1/payments/methods/withdraw') return jsonResponse({ data: sampleWithdrawMethods }, 200);
    if (method === 'POST' && path === '/v1/payments/withdraw') return answerOf(options.withdrawAnswer ?? { message: 'Withdrawal requested', transaction_id: 903 });
    if (method === 'DELETE' && path.startsWith('/v1/payments/')) return jsonResponse({ message: 'Deleted' }, 200);
    if (method === 'GET' && path === '/v1/surveys/sowq') return jsonResponse(questionnaire(options.questionnaire ?? 'answered'), 200);
    if (method === 'GET' && path === '/v1/payments/neterapay/player/is_pin_registered') return jsonResponse({ is_pin_registered: options.walletPinRegistered ?? false }, 200);
    if (method === 'GET' && path.startsWith('/v1/payments/attempts/')) {
      const found = options.attempts?.length ? (options.attempts.length > 1 ? options.attempts.shift()! : options.attempts[0]!) : null;
      return found ? jsonResponse(found, 200) : jsonResponse({ message: 'Not found.' }, 404);
    }
    if (method === 'GET' && path === '/v1/me/statistics/last') return jsonResponse({ data: options.requests ?? [] }, 200);
    if (method === 'DELETE' && path.startsWith('/v1/me/statistics/')) return jsonResponse({ message: 'Deleted' }, 200);
    if (method === 'PUT' && path === '/v1/me') return jsonResponse(updatedPlayer(options, body as Record<string, unknown>), 200);
    return undefined;
  };
}

/** PUT me as a platform answers a limit that applies at once: the player with it. */
function updatedPlayer(options: CashierFixtureOptions, body: Record<string, unknown>) {
  const player = { ...samplePlayer, ...options.player };
  const field = String(body.field ?? '');
  const value = typeof body[field] === 'number' ? (body[field] as number) : null;
  const deposit = field in player.limits;
  return {
    ...player,
    limits: deposit ? { ...player.limits, [field]: value } : player.limits,
    betLimits: !deposit && field in player.betLimits ? { ...player.betLimits, [field]: value } : player.betLimits,
  };
}

function questionnaire(status: 'required' | 'answered'): Survey {
  return {
    id: 1, name: 'Source of wealth', description: null, status, is_required: true, survey_contents: [],
    survey_answers: status === 'answered' ? [{ id: 1, question: 'Main source of your funds', answer: 'Salary' }] : [],
  };
}

export function createCashierFixture(options: CashierFixtureOptions = {}): FixtureFetch {
  return createPlatformFixture({ ...options, answers: cashierAnswers(options) });
}

/** A story's signed-in player on this fixture, with the sample provider's origin allowed. */
export function cashierStory(options: CashierFixtureOptions = {}): { casino: CasinoStoryParameters } {
  return {
    casino: {
      session: 'player',
      platform: { ...options, answers: cashierAnswers(options) },
      afterSession: (runtime) => {
        runtime.store.skinSettings.value = { ...runtime.store.skinSettings.value, payment_origins: [SAMPLE_PROVIDER_ORIGIN] };
      },
    },
  };
}

/**
 * A signed-in player's runtime on this fixture, the sample provider's origin allowed, for the
 * cashier's model tests; `wrap` sees every call before the fixture does.
 */
export async function signedInRuntime(options: CashierFixtureOptions & { jurisdiction?: Jurisdiction } = {}, wrap?: (fixture: FixtureFetch) => typeof fetch): Promise<{ runtime: Runtime; calls: RecordedCall[] }> {
  const fixture = createCashierFixture(options);
  const runtime = CasinoSDK.init({
    skin: { refId: 'skin', password: 'secret' },
    fetch: wrap ? wrap(fixture) : fixture,
    skinSettings: { payment_origins: [SAMPLE_PROVIDER_ORIGIN] },
    jurisdiction: options.jurisdiction ?? 'mga',
  });
  await startSession(runtime, { token: 't', playerId: 42 });
  return { runtime, calls: fixture.calls };
}

/** A storage that keeps what was written, like sessionStorage, for one test. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

/** The bodies of the PUT me calls made (limits, exclusion). */
export const playerUpdates = (calls: readonly RecordedCall[]) => calls.filter((call) => call.method === 'PUT' && call.path === '/v1/me').map((call) => call.body);
