import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';
import type { PendingTransaction, WithdrawMethod } from '@casino-sdk/core/contract/payment';
import { pendingRange } from '@casino-sdk/core/dates';
import { createForm, failureMessage, type FormModel, type ViewLoad } from '@casino-sdk/core/form';
import { COOKIES, readCookie, writeCookie } from '@casino-sdk/core/internal';
import { currencyDigits, parseMoney, type Money } from '@casino-sdk/core/money';
import { jurisdictionProfile } from '@casino-sdk/core/rules';
import { netDeposits } from '../cashier/net-deposits';
import { playerCurrency } from '../cashier/player-currency';
import { paymentCalls, surveyCalls } from '../calls';
import type { PaymentForm } from '../payment/payment-form';
import { sepaIbanCheck } from '../payment/method-modules';
import { createPaymentSubmission, type PaymentSubmissionOptions } from '../payment/payment-submission';
import type { Notice } from '@casino-sdk/core/form';
import { cooldownEnd, ibanShapeProblem, MIN_WITHDRAWAL, paysToIban, WITHDRAW_COOLDOWN_MS, withdrawAmountProblem } from './withdraw-rules';

export interface WithdrawValues {
  /** The withdraw method chosen (the spec's `account_id`), as the select holds it: '' for none. */
  accountId: string;
  /** Minor units of the player's currency. */
  amount: number | null;
  iban: string;
}

export interface WithdrawAccount extends WithdrawMethod {
  /** In minor units. */
  minimum: number;
  maximum: number;
  paysToIban: boolean;
}

/** What the page shows instead of the form (player-area spec §4), or the form. */
export type WithdrawGate =
  | { kind: 'unverified' }
  | { kind: 'questionnaire' }
  | { kind: 'pending'; withdrawal: PendingTransaction }
  | { kind: 'form' };

export interface WithdrawModel {
  readonly form: FormModel<WithdrawValues>;
  readonly load: ReadonlySignal<ViewLoad>;
  readonly gate: ReadonlySignal<WithdrawGate>;
  readonly accounts: ReadonlySignal<readonly WithdrawAccount[]>;
  readonly account: ReadonlySignal<WithdrawAccount | null>;
  readonly currency: ReadonlySignal<{ code: string; symbol: string }>;
  /** The available balance in minor units. */
  readonly available: ReadonlySignal<number>;
  readonly locked: ReadonlySignal<boolean>;
  readonly notice: ReadonlySignal<Notice | null>;
  readonly providerForm: ReadonlySignal<PaymentForm | null>;
  /** The pending withdrawal is being cancelled. */
  readonly cancelling: ReadonlySignal<boolean>;
  /** The site's jurisdiction lets a player cancel a pending withdrawal (UKGC does not). */
  readonly canCancel: boolean;
  /** Deposits less withdrawals, where the jurisdiction shows them (UKGC); else null. */
  readonly netDeposits: ReadonlySignal<Money | null>;
  start(): () => void;
  retry(): void;
  submit(): Promise<void>;
  /** Cancels the pending withdrawal (the view asks first). */
  cancelPending(): Promise<void>;
  dispose(): void;
}

export interface WithdrawModelOptions extends PaymentSubmissionOptions {
  /** The page's origin, for the provider's way back (default `location.origin`). */
  origin?: string;
  now?: () => number;
}

/**
 * The withdrawal page (player-area spec §2, §4, §5, §7, §8, §9): an unverified player gets the
 * message, a required and unanswered questionnaire its link, a pending withdrawal its own view with
 * a cancel after confirmation; else the form. One request every 10 minutes (a cookie here, and the
 * platform refuses too), each request exactly once under its Idempotency-Key. A self-excluded player
 * can still withdraw.
 */
export function createWithdrawModel(runtime: Runtime, options: WithdrawModelOptions = {}): WithdrawModel {
  const { store, client, scheduler } = runtime;
  const payment = createPaymentSubmission(runtime, 'withdraw', options);
  const now = options.now ?? (() => Date.now());

  const load = signal<ViewLoad>({ kind: 'loading' });
  const accounts = signal<readonly WithdrawAccount[]>([]);
  const pending = signal<PendingTransaction | null>(null);
  const questionnaireDue = signal(false);
  const cancelling = signal(false);

  const currency = playerCurrency(store);
  const minor = (amount: number) => parseMoney(amount, currency.value.code).minor;
  const available = computed(() => minor(store.balance.value?.available ?? 0));
  const accountOf = (id: string) => accounts.value.find((account) => String(account.id) === id) ?? null;

  const form = createForm<WithdrawValues>({
    fields: {
      accountId: { initial: '', required: 'cashier.accountRequired' },
      amount: {
        initial: null,
        required: 'cashier.amountRequired',
        validators: [
          (amount, values) => {
            const account = accountOf(values.accountId);
            return amount === null || !account ? null : withdrawAmountProblem(amount, { available: available.value, minimum: account.minimum, maximum: account.maximum, smallest: minor(MIN_WITHDRAWAL) });
          },
        ],
      },
      iban: {
        initial: '',
        validators: [
          (value, values) => (accountOf(values.accountId)?.paysToIban && value.trim() === '' ? 'cashier.required' : null),
          // The real-IBAN check applies once its module is there: picking a SEPA method loads it, and a press waits for it.
          (value, values) => (accountOf(values.accountId)?.paysToIban ? (ibanShapeProblem(value) ?? sepaIbanCheck.loaded.value?.ibanChecksumProblem(value)) : null),
        ],
      },
    },
    scheduler,
  });

  const account = computed(() => accountOf(form.fields.accountId.value.value));
  const stopLoadingIbanCheck = effect(() => {
    if (account.value?.paysToIban) sepaIbanCheck.load().catch(() => undefined);
  });

  const gate = computed<WithdrawGate>(() => {
    if (store.player.value?.is_verified === false) return { kind: 'unverified' };
    if (questionnaireDue.value) return { kind: 'questionnaire' };
    const waiting = pending.value;
    return waiting ? { kind: 'pending', withdrawal: waiting } : { kind: 'form' };
  });

  async function loadAll(): Promise<void> {
    load.value = { kind: 'loading' };
    try {
      const [payments, surveys] = await Promise.all([paymentCalls(), surveyCalls()]);
      const [found, waiting, due] = await Promise.all([
        client.call(payments.withdrawMethods, {}),
        client.call(payments.pending, { query: { ...pendingRange(new Date()), type_id: 2, status: 'pending' } }),
        // Unknown when the platform cannot say: it refuses a withdrawal that needs answers itself.
        client.call(surveys.get, { params: { type: 'sowq' } }).then(
          (survey) => survey.status === 'required' && survey.survey_answers.length === 0,
          () => false,
        ),
      ]);
      batch(() => {
        accounts.value = found.data.map((method) => ({
          ...method,
          minimum: minor(method.withdrawal.minimum),
          maximum: minor(method.withdrawal.maximum),
          paysToIban: paysToIban(method.name),
        }));
        pending.value = waiting.data[0] ?? null;
        questionnaireDue.value = due;
        load.value = { kind: 'ready' };
      });
    } catch (caught) {
      load.value = { kind: 'error', message: failureMessage(caught) };
    }
  }

  return {
    form,
    load,
    gate,
    accounts,
    account,
    currency,
    netDeposits: netDeposits(runtime),
    available,
    locked: computed(() => payment.resting.value || form.busy.value),
    notice: payment.notice,
    providerForm: payment.providerForm,
    cancelling,
    canCancel: jurisdictionProfile(runtime.config.value.jurisdiction).withdrawalCancelAllowed,

    start() {
      void loadAll();
      return () => undefined;
    },

    retry: () => void loadAll(),

    async submit() {
      if (!payment.press()) return;
      if (cooldownEnd(readCookie(COOKIES.withdrawCooldown), now()) !== null) {
        payment.show({ message: { key: 'cashier.withdrawCooldown' }, tone: 'error' });
        return;
      }
      // Without the check's module the platform's own IBAN check answers.
      if (account.value?.paysToIban) await sepaIbanCheck.load().catch(() => undefined);
      await form.submit(async (values) => {
        const payments = await paymentCalls();
        const taken = await payment.send(values.amount!, Number(values.accountId), (idempotencyKey) =>
          client.call(payments.withdraw, { idempotencyKey, body: withdrawBody(values, currency.value.code, options.origin ?? location.origin) }),
        );
        if (taken === null) return;
        writeCookie(COOKIES.withdrawCooldown, String(now() + WITHDRAW_COOLDOWN_MS), WITHDRAW_COOLDOWN_MS / 1000);
        form.reset();
        await loadAll();
      });
    },

    async cancelPending() {
      const waiting = pending.value;
      if (!waiting || cancelling.value || !jurisdictionProfile(runtime.config.value.jurisdiction).withdrawalCancelAllowed) return;
      cancelling.value = true;
      try {
        const payments = await paymentCalls();
        await client.call(payments.cancelPending, { params: { provider: waiting.provider ?? String(waiting.payment_method_id ?? ''), transaction: String(waiting.id) } });
        pending.value = null;
        payment.show({ message: { key: 'cashier.withdrawCancelled' }, tone: 'success' });
      } catch (caught) {
        payment.show({ message: failureMessage(caught), tone: 'error' });
      } finally {
        cancelling.value = false;
      }
    },

    dispose() {
      stopLoadingIbanCheck();
      payment.dispose();
      form.dispose();
    },
  };
}

/** Player-area spec §7's withdrawal payload: the amount in the platform's decimals, the IBAN or nothing. */
export function withdrawBody(values: WithdrawValues, currency: string, origin: string) {
  return {
    amount: values.amount! / 10 ** currencyDigits(currency),
    account_id: Number(values.accountId),
    cancel_url: '/withdraw',
    redirect_success: `${origin}/transactions/{transaction_id}`,
    force_pending: 1 as const,
    accountNumber: values.iban.replace(/\s/g, ''),
  };
}
