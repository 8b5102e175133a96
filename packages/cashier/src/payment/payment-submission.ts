import { signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import type { PaymentResult } from '@casino-sdk/core/contract/payment';
import { createNotices, failureMessage, type Notice } from '@casino-sdk/core/form';
import { limitRefusalMessage } from '@casino-sdk/core/money';
import { browserStorage, refreshBalance } from '@casino-sdk/core/internal';
import { MESSAGE_MS, readPaymentAnswer, TRANSFER_SUCCESS_MS, type PaymentOutcome } from './payment-answer';
import { playerCurrency } from '../cashier/player-currency';
import { attemptFor, forgetAttempt, readAttempt, saveAttempt, type AttemptStorage, type PaymentKind } from './payment-attempt';
import type { PaymentForm } from './payment-form';

/** Ours: a limit's refusal carries four figures, so it stays as long as a transfer's details. */
export const LIMIT_REFUSAL_MS = TRANSFER_SUCCESS_MS;
/** Spec §5 and §9: the button rests this long after a press. */
export const PRESS_LOCK_MS = 3_000;
/** Spec §9: a provider's form is submitted this long after it is shown. */
export const FORM_SUBMIT_DELAY_MS = 2_000;

export interface PaymentTaken {
  attemptId: number | null;
  /** A provider's page opened, or its form is on its way: the outcome comes later. */
  away: boolean;
}

export interface PaymentSubmissionOptions {
  /** Where the attempt's key lives across a reload (sessionStorage by default). */
  storage?: AttemptStorage;
  /** Opens a provider's page in a new tab. */
  openTab?: (url: string) => void;
  newKey?: () => string;
  parser?: DOMParser;
}

export interface PaymentSubmission {
  /** The answer shown under the form, for its spec time. */
  readonly notice: ReadonlySignal<Notice | null>;
  /** A provider's form, rebuilt, waiting its 2 s before the view submits it. */
  readonly providerForm: ReadonlySignal<PaymentForm | null>;
  /** The button rests, 3 s after a press. */
  readonly resting: ReadonlySignal<boolean>;
  /** A press of the button: false while it rests. */
  press(): boolean;
  /**
   * Sends one attempt exactly once: the same amount and method as an attempt whose answer never
   * came (a lost answer, a reload) go under that attempt's key. Shows the answer, and says whether
   * the platform took the request (not a refusal, an amount error or a failure: null), the attempt's
   * id when it gave one, and whether the player went on to a provider's page; throws nothing.
   */
  send(amount: number, methodId: number, call: (idempotencyKey: string) => Promise<PaymentResult>): Promise<PaymentTaken | null>;
  show(notice: Notice, ms?: number): void;
  dispose(): void;
}

/**
 * The one way the cashier moves money: a press, one attempt under its Idempotency-Key, and the
 * platform's answer followed (a message, an amount error, a provider's form or page; spec §4, §7,
 * §8, §9).
 */
export function createPaymentSubmission(runtime: Runtime, kind: PaymentKind, options: PaymentSubmissionOptions = {}): PaymentSubmission {
  const { scheduler, store } = runtime;
  const storage = options.storage ?? browserStorage('sessionStorage');
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const openTab = options.openTab ?? ((url: string) => void window.open(url, '_blank', 'noopener,noreferrer'));
  const currency = playerCurrency(store);
  const notices = createNotices(scheduler, MESSAGE_MS);
  const { show } = notices;
  const providerForm = signal<PaymentForm | null>(null);
  const resting = signal(false);
  const stops: (() => void)[] = [];

  function follow(outcome: PaymentOutcome): void {
    switch (outcome.kind) {
      case 'message':
        show({ message: outcome.message, tone: outcome.tone }, outcome.ms);
        return;
      case 'url':
        openTab(outcome.url);
        show({ message: { key: 'cashier.providerOpened' }, tone: 'info' });
        return;
      case 'form':
        providerForm.value = outcome.form;
        return;
      case 'refused':
        show({ message: { key: 'cashier.providerRefused' }, tone: 'error' });
    }
  }

  return {
    notice: notices.notice,
    providerForm,
    resting,
    show,

    press() {
      if (resting.value) return false;
      resting.value = true;
      notices.clear();
      stops.push(scheduler.after(PRESS_LOCK_MS, () => (resting.value = false)));
      return true;
    },

    async send(amount, methodId, call) {
      const attempt = attemptFor(readAttempt(storage, kind), amount, methodId, newKey);
      saveAttempt(storage, kind, attempt);
      try {
        const answer = await call(attempt.key);
        // The platform answered: this attempt is done, the next press is a new one.
        forgetAttempt(storage, kind);
        const outcome = readPaymentAnswer(answer, kind === 'deposit' ? methodId : null, store.skinSettings.value.payment_origins ?? [], options.parser);
        follow(outcome);
        void refreshBalance(runtime);
        if (outcome.kind === 'refused' || (outcome.kind === 'message' && outcome.tone === 'error')) return null;
        const attemptId = typeof answer === 'object' && typeof answer.transaction_id === 'number' ? answer.transaction_id : null;
        return { attemptId, away: outcome.kind === 'url' || outcome.kind === 'form' };
      } catch (caught) {
        // A refusal is the platform's last word on this attempt; a lost answer is not, and the next
        // press retries it under the same key.
        if (isApiError(caught) && caught.kind === 'http' && caught.status < 500) forgetAttempt(storage, kind);
        // A limit's refusal says which limit, what is used and left, and when it resets: longer to read.
        const refusal = isApiError(caught) ? caught.refusal : null;
        if (refusal) show({ message: limitRefusalMessage(refusal, currency.value.code, store.language.value), tone: 'error' }, LIMIT_REFUSAL_MS);
        else show({ message: failureMessage(caught), tone: 'error' });
        return null;
      }
    },

    dispose() {
      for (const stop of stops.splice(0)) stop();
      notices.dispose();
    },
  };
}
