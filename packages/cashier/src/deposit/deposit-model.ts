import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';
import type { PaymentAttempt, PaymentMethod, PendingTransaction } from '@casino-sdk/core/contract/payment';
import { createForm, failureMessage, type FormModel, type ViewLoad } from '@casino-sdk/core/form';
import { browserStorage, refreshBalance, type PaymentMethodLogo } from '@casino-sdk/core/internal';
import { pendingRange } from '@casino-sdk/core/dates';
import { amountLimits, currencyDigits, parseMoney, type Money } from '@casino-sdk/core/money';
import { BANK_TRANSFER_METHOD_ID, CRYPTO_TRANSFER_METHOD_ID, jurisdictionProfile, selfExclusionEnd, WALLET_METHOD_CODES } from '@casino-sdk/core/rules';
import { netDeposits } from '../cashier/net-deposits';
import { playerCurrency } from '../cashier/player-currency';
import { cmsCalls, paymentCalls, playerCalls } from '../calls';
import type { PaymentForm } from '../payment/payment-form';
import { awayAttempt, forgetAway, rememberAway, type AttemptStorage } from '../payment/payment-attempt';
import { bankTransferFields, cryptoTransferFields, walletFlow } from '../payment/method-modules';
import { createPaymentSubmission, type PaymentSubmissionOptions } from '../payment/payment-submission';
import type { Notice } from '@casino-sdk/core/form';

/** Spec §9: the smallest deposit, 1 in the player's currency. */
export const MIN_DEPOSIT = 1;
/** Spec §5: the shortest IBAN a bank transfer takes. */
export const MIN_IBAN_LENGTH = 5;

export interface DepositValues {
  methodId: number | null;
  /** Minor units of the player's currency. */
  amount: number | null;
  bonusCode: string;
  /** Bank transfer (14). */
  iban: string;
  bank: string;
  reference: string;
  /** Crypto transfer (161). */
  senderName: string;
  referenceCode: string;
}

export interface DepositMethod extends PaymentMethod {
  /** From `cms/payment-methods`, by code; null when the skin has none. */
  image: string | null;
  /** The method's limits in minor units. */
  minimum: number;
  maximum: number;
}

/**
 * What the page shows instead of the form, or the form. `kyc`: the jurisdiction's KYC gate wants
 * the player's identity verified first (UKGC). `limit`: the jurisdiction asks a player with no
 * deposit limit and no deposit yet to set one first (UKGC), setting one being the default.
 */
export type DepositGate = { kind: 'excluded'; until: string } | { kind: 'terms' } | { kind: 'kyc' } | { kind: 'limit' } | { kind: 'form' };

/** The wallet flow of a wallet method (spec §7): connect the first time, identify after; unknown while asked. */
export type WalletStep = 'connect' | 'identify' | 'checking' | null;

export interface DepositModel {
  readonly form: FormModel<DepositValues>;
  readonly load: ReadonlySignal<ViewLoad>;
  readonly gate: ReadonlySignal<DepositGate>;
  readonly methods: ReadonlySignal<readonly DepositMethod[]>;
  readonly method: ReadonlySignal<DepositMethod | null>;
  readonly pending: ReadonlySignal<readonly PendingTransaction[]>;
  readonly currency: ReadonlySignal<{ code: string; symbol: string }>;
  /** Deposits less withdrawals, where the jurisdiction shows them (UKGC); else null. */
  readonly netDeposits: ReadonlySignal<Money | null>;
  /** The jurisdiction wants the limits page linked from the deposit page (UKGC). */
  readonly limitsLink: boolean;
  /** Before the first deposit, the jurisdiction's notice of the responsible-gaming tools and limits (MGA). */
  readonly firstDepositNotice: ReadonlySignal<boolean>;
  /** The Deposit button rests (3 s after a press), a call is under way, or the wallet is being asked. */
  readonly locked: ReadonlySignal<boolean>;
  readonly walletStep: ReadonlySignal<WalletStep>;
  /** The answer shown under the form, for its spec time. */
  readonly notice: ReadonlySignal<Notice | null>;
  /** A provider's form, rebuilt, waiting its 2 s before the view submits it. */
  readonly providerForm: ReadonlySignal<PaymentForm | null>;
  /** The attempt the player came back from (a provider's page), as the platform has it. */
  readonly resumed: ReadonlySignal<PaymentAttempt | null>;
  start(): () => void;
  retry(): void;
  /** The first-deposit prompt's answer: a daily deposit limit (whole units), or none for now. */
  answerLimitPrompt(dailyLimit: number | null): Promise<void>;
  chooseMethod(id: number): void;
  submit(): Promise<void>;
  dispose(): void;
}

export interface DepositModelOptions extends PaymentSubmissionOptions {
  /** The page's address: its `attempt` parameter names the attempt a provider sent the player back with. */
  location?: Pick<Location, 'origin' | 'pathname' | 'search'>;
  /** Where the attempt taken to a provider's page is kept for the site's other pages and tabs (localStorage by default). */
  awayStorage?: AttemptStorage;
}

/** Spec-free, ours: how often a waiting attempt is asked again while the player looks at it. */
export const RESUME_POLL_MS = 5_000;

const required = 'cashier.required';

/**
 * The deposit page (spec §2, §4, §5, §7, §8, §9): the pending deposits with their bank details, the
 * gates (an exclusion shows only its message, unaccepted terms show the terms instead of the form,
 * the jurisdiction's KYC gate the way to verify),
 * the methods with their pictures and limits, and one attempt at a time, exactly once: a press of
 * Deposit takes the attempt's Idempotency-Key, and a retry of the same amount and method (a lost
 * answer, a reload) sends the same key, so the platform books it once.
 */
export function createDepositModel(runtime: Runtime, options: DepositModelOptions = {}): DepositModel {
  const { store, client, scheduler } = runtime;
  const payment = createPaymentSubmission(runtime, 'deposit', options);

  const load = signal<ViewLoad>({ kind: 'loading' });
  const methods = signal<readonly DepositMethod[]>([]);
  const pending = signal<readonly PendingTransaction[]>([]);
  const walletStep = signal<WalletStep>(null);
  const profile = jurisdictionProfile(runtime.config.value.jurisdiction);
  const resumed = signal<PaymentAttempt | null>(null);
  const page = options.location ?? (typeof location === 'undefined' ? undefined : location);
  const awayStorage = options.awayStorage ?? browserStorage('localStorage');
  // "No limit for now" is kept for the player on this device, so a reload does not ask again.
  const noLimitKey = () => `casino-sdk.no-deposit-limit.${store.player.value?.id ?? ''}`;
  const limitPromptAnswered = signal(false);

  const currency = playerCurrency(store);
  const minor = (amount: number) => parseMoney(amount, currency.value.code).minor;
  const methodOf = (id: number | null) => methods.value.find((method) => method.id === id) ?? null;
  const when = (methodId: number, message: string) => (value: string, values: DepositValues) => (values.methodId === methodId && value.trim() === '' ? message : null);

  const form = createForm<DepositValues>({
    fields: {
      methodId: { initial: null, required: 'cashier.methodRequired' },
      amount: {
        initial: null,
        required: 'cashier.amountRequired',
        validators: [(amount, values) => amountLimits<DepositValues>({ min: minor(MIN_DEPOSIT), max: methodOf(values.methodId)?.maximum })(amount, values)],
      },
      bonusCode: { initial: '' },
      iban: {
        initial: '',
        validators: [when(BANK_TRANSFER_METHOD_ID, required), (value, values) => (values.methodId === BANK_TRANSFER_METHOD_ID && value.trim() !== '' && value.replace(/\s/g, '').length < MIN_IBAN_LENGTH ? 'cashier.ibanShort' : null)],
      },
      bank: { initial: '', validators: [when(BANK_TRANSFER_METHOD_ID, required)] },
      reference: { initial: '', validators: [when(BANK_TRANSFER_METHOD_ID, required)] },
      senderName: { initial: '', validators: [when(CRYPTO_TRANSFER_METHOD_ID, required)] },
      referenceCode: { initial: '', validators: [when(CRYPTO_TRANSFER_METHOD_ID, required)] },
    },
    scheduler,
  });

  const firstDeposit = computed(() => (store.balance.value?.deposited ?? store.player.value?.balance.deposited ?? 0) === 0);
  const gate = computed<DepositGate>(() => {
    const player = store.player.value;
    const until = selfExclusionEnd(player, new Date());
    if (until) return { kind: 'excluded', until };
    if (player?.marketing?.terms_and_conditions === false) return { kind: 'terms' };
    if (profile.depositKycGate === 'verified' && player?.is_verified === false) return { kind: 'kyc' };
    const hasLimit = [player?.limits.max_daily_deposit, player?.limits.max_weekly_deposit, player?.limits.max_monthly_deposit].some((limit) => limit !== null && limit !== undefined && limit > 0);
    if (profile.depositLimitPrompt === 'registration-or-first-deposit' && !hasLimit && firstDeposit.value && !limitPromptAnswered.value && awayStorage?.getItem(noLimitKey()) !== '1') return { kind: 'limit' };
    return { kind: 'form' };
  });

  async function loadAll(): Promise<void> {
    load.value = { kind: 'loading' };
    try {
      const [payments, cms] = await Promise.all([paymentCalls(), cmsCalls()]);
      const [found, logos, waiting] = await Promise.all([
        client.call(payments.depositMethods, {}),
        // The pictures are a nicety: a method shows its name without one.
        client.call(cms.paymentMethods, {}).then((answer) => answer.data, (): PaymentMethodLogo[] => []),
        client.call(payments.pending, { query: { ...pendingRange(new Date()), type_id: 1, status: 'pending' } }),
      ]);
      batch(() => {
        methods.value = found.data.map((method) => ({
          ...method,
          image: logos.find((logo) => logo.code === method.code)?.image ?? null,
          minimum: minor(method.data.minimum),
          maximum: minor(method.data.maximum),
        }));
        pending.value = waiting.data;
        load.value = { kind: 'ready' };
      });
    } catch (caught) {
      load.value = { kind: 'error', message: failureMessage(caught) };
    }
  }

  /**
   * Back from a provider's page (its redirect names the attempt; a reload, the back button, another
   * tab or page of the site find the one this player took there): the attempt's state comes from the
   * platform, never from the address alone, and is asked again while it waits. Answers the poll's stop.
   */
  function resume(): () => void {
    const named = Number(new URLSearchParams(page?.search ?? '').get('attempt'));
    const playerId = store.session.value?.playerId;
    const id = Number.isSafeInteger(named) && named > 0 ? named : playerId === undefined ? null : awayAttempt(awayStorage, 'deposit', playerId);
    if (id !== null) follow(id);
    return () => stopFollowing?.();
  }

  let stopFollowing: (() => void) | null = null;
  /** Asks the platform for the attempt now and every 5 s, until it is settled. */
  function follow(id: number): void {
    stopFollowing?.();
    let stop: (() => void) | null = null;
    const ask = async () => {
      const payments = await paymentCalls();
      const attempt = await client.call(payments.attempt, { params: { id: String(id) } });
      resumed.value = attempt;
      if (attempt.status !== 'initialized' && attempt.status !== 'pending') {
        stop?.();
        forgetAway(awayStorage, 'deposit', id);
        void refreshBalance(runtime);
      }
    };
    stop = scheduler.poll(ask, { intervalMs: RESUME_POLL_MS, immediate: true });
    stopFollowing = () => stop?.();
  }

  /** A wallet method loads its flow and asks the platform whether to identify or connect (deposit/wallet-flow.ts). */
  async function askWallet(method: DepositMethod | null): Promise<void> {
    if (!method || !WALLET_METHOD_CODES.includes(method.code)) {
      walletStep.value = null;
      return;
    }
    walletStep.value = 'checking';
    // Without its module the flow cannot be asked: connecting works for every player, and the
    // Deposit press loads the module again.
    const step = await walletFlow.load().then((flow) => flow.askWalletStep(client), () => 'connect' as const);
    if (methodOf(form.fields.methodId.value.peek())?.id === method.id) walletStep.value = step;
  }

  /** The fields of a transfer load with its pick; a failed load is tried again at the next one. */
  function loadTransferFields(id: number): void {
    const fields = id === BANK_TRANSFER_METHOD_ID ? bankTransferFields : id === CRYPTO_TRANSFER_METHOD_ID ? cryptoTransferFields : null;
    fields?.load().catch(() => undefined);
  }

  return {
    form,
    load,
    gate,
    methods,
    method: computed(() => methodOf(form.fields.methodId.value.value)),
    pending,
    currency,
    netDeposits: netDeposits(runtime),
    limitsLink: profile.limitsLinks,
    firstDepositNotice: computed(() => profile.depositLimitPrompt === 'first-deposit-notice' && firstDeposit.value && gate.value.kind === 'form'),
    locked: computed(() => payment.resting.value || form.busy.value || walletStep.value === 'checking'),
    walletStep,
    notice: payment.notice,
    providerForm: payment.providerForm,
    resumed,

    start() {
      void loadAll();
      return resume();
    },

    retry: () => void loadAll(),

    async answerLimitPrompt(dailyLimit) {
      if (dailyLimit !== null) {
        try {
          const player = await playerCalls();
          store.player.value = await client.call(player.update, { body: { max_daily_deposit: dailyLimit, field: 'max_daily_deposit', activated_at: new Date().toISOString() } });
        } catch (caught) {
          payment.show({ message: failureMessage(caught), tone: 'error' });
          return;
        }
      } else {
        awayStorage?.setItem(noLimitKey(), '1');
      }
      limitPromptAnswered.value = true;
    },

    chooseMethod(id) {
      form.fields.methodId.set(id);
      loadTransferFields(id);
      void askWallet(methodOf(id));
    },

    async submit() {
      if (!payment.press()) return;
      await form.submit(async (values) => {
        const payments = await paymentCalls();
        const step = walletStep.value;
        const wallet = step === 'connect' || step === 'identify' ? (await walletFlow.load()).walletBody(step) : {};
        const taken = await payment.send(values.amount!, values.methodId!, (idempotencyKey) =>
          client.call(payments.deposit, { idempotencyKey, body: { ...depositBody(values, currency.value.code), ...wallet, ...returnBody(page) } }),
        );
        // The player pays on the provider's page, in another tab or after a redirect: this page
        // follows the attempt on the platform until it is settled.
        if (!taken?.away || taken.attemptId === null) return;
        const playerId = store.session.value?.playerId;
        if (playerId !== undefined) rememberAway(awayStorage, 'deposit', playerId, taken.attemptId);
        follow(taken.attemptId);
      });
    },

    dispose() {
      stopFollowing?.();
      payment.dispose();
      form.dispose();
    },
  };
}

/** Spec §7's deposit payload from the form: the amount back in the platform's decimals. */
export function depositBody(values: DepositValues, currency: string) {
  const amount = values.amount! / 10 ** currencyDigits(currency);
  const base = { amount, payment_method_id: values.methodId!, bonus_code: values.bonusCode.trim() || null, createLevel: 'BasicAmlLevel' };
  if (values.methodId === BANK_TRANSFER_METHOD_ID) return { ...base, iban: values.iban.replace(/\s/g, ''), bank: values.bank.trim(), accountnumber: values.reference.trim() };
  if (values.methodId === CRYPTO_TRANSFER_METHOD_ID) return { ...base, bank: values.senderName.trim(), accountnumber: values.referenceCode.trim() };
  return base;
}

/** Spec §7's way back from a provider: this page, naming the attempt (the platform fills in its id). */
function returnBody(page: Pick<Location, 'origin' | 'pathname'> | undefined) {
  if (!page) return {};
  const back = `${page.origin}${page.pathname}?attempt={transaction_id}`;
  return { redirect_success: back, cancel_url: back };
}
