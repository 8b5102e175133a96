import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';
import type { Statistic } from '@casino-sdk/core/contract/statistic';
import { createForm, createNotices, failureMessage, type FormModel, type Notice, type ViewLoad } from '@casino-sdk/core/form';
import { jurisdictionProfile, selfExclusionEnd } from '@casino-sdk/core/rules';
import { createPlayerRequests } from '../cashier/player-requests';
import { playerCalls } from '../calls';
import { MESSAGE_MS } from '../payment/payment-answer';
import { exclusionActivation, exclusionEnd, exclusionPeriods, exclusionRequest, needsReason, type ExclusionPeriod } from './exclusion-rules';

export interface ExclusionValues {
  /** '' until chosen, else a number of days or 'forever'. */
  period: string;
  reason: string;
}

/** What the chosen period means: when it starts and when it ends. */
export interface ExclusionPlan {
  period: ExclusionPeriod;
  from: string;
  until: string;
}

export interface ExclusionModel {
  readonly form: FormModel<ExclusionValues>;
  readonly load: ReadonlySignal<ViewLoad>;
  /** The exclusion in force, while it holds. */
  readonly currentEnd: ReadonlySignal<string | null>;
  readonly plan: ReadonlySignal<ExclusionPlan | null>;
  /** The periods on offer under the site's jurisdiction. */
  readonly periods: readonly ExclusionPeriod[];
  readonly reasonRequired: ReadonlySignal<boolean>;
  readonly requests: ReadonlySignal<readonly Statistic[]>;
  /** The player is asked to confirm the plan. */
  readonly confirming: ReadonlySignal<boolean>;
  readonly notice: ReadonlySignal<Notice | null>;
  start(): () => void;
  retry(): void;
  /** Checks the form, then asks to confirm. */
  review(): Promise<void>;
  back(): void;
  confirm(): Promise<void>;
  deleteRequest(id: number): Promise<void>;
  dispose(): void;
}

const periodOf = (value: string): ExclusionPeriod | null => (value === 'forever' ? 'forever' : value === '' ? null : (Number(value) as ExclusionPeriod));

/**
 * Self-exclusion (front-end spec §4, §5, §7, §9): a period of 1 to 360 days or forever, a reason
 * (required when the end comes before the current exclusion's, else "Requested by user"), a
 * confirmation, then `PUT me` as a request that takes effect a day later (a permanent one, authorized,
 * a week later). Pending requests are listed and can be deleted.
 */
export function createExclusionModel(runtime: Runtime, options: { now?: () => number } = {}): ExclusionModel {
  const { store, client, scheduler } = runtime;
  const now = options.now ?? (() => Date.now());
  const profile = jurisdictionProfile(runtime.config.value.jurisdiction);
  const confirming = signal(false);
  const notices = createNotices(scheduler, MESSAGE_MS);
  const { show } = notices;
  // A permanent exclusion waits authorized, a temporary one pending (spec §5).
  const { load, requests, refresh: loadRequests, remove } = createPlayerRequests(runtime, 'exclusion', notices, (request) => request.status === 'pending' || request.status === 'authorized');

  const currentEnd = computed(() => selfExclusionEnd(store.player.value, new Date(now())));
  const form = createForm<ExclusionValues>({
    fields: {
      period: { initial: '', required: 'cashier.periodRequired' },
      reason: {
        initial: '',
        validators: [(reason, values) => {
          const period = periodOf(values.period);
          return period !== null && needsReason(exclusionEnd(period, now(), profile), currentEnd.value) && reason.trim() === '' ? 'cashier.reasonReq' : null;
        }],
      },
    },
    scheduler,
  });

  const plan = computed<ExclusionPlan | null>(() => {
    const period = periodOf(form.fields.period.value.value);
    if (period === null) return null;
    return { period, from: new Date(exclusionActivation(period, now(), profile)).toISOString(), until: exclusionEnd(period, now(), profile) };
  });

  return {
    form,
    load,
    currentEnd,
    plan,
    reasonRequired: computed(() => {
      const chosen = plan.value;
      return chosen !== null && needsReason(chosen.until, currentEnd.value);
    }),
    requests,
    periods: exclusionPeriods(profile),
    confirming,
    notice: notices.notice,

    start() {
      void loadRequests();
      return () => undefined;
    },

    retry: () => void loadRequests(),

    async review() {
      const checked = await form.submit(() => Promise.resolve());
      if (checked.ok) confirming.value = true;
    },

    back() {
      confirming.value = false;
    },

    async confirm() {
      const period = periodOf(form.values.value.period);
      if (period === null) return;
      try {
        const player = await playerCalls();
        store.player.value = await client.call(player.update, { body: exclusionRequest(period, form.values.value.reason, now(), profile) });
        batch(() => {
          confirming.value = false;
          form.reset();
        });
        show({ message: { key: 'cashier.exclusionRequested' }, tone: 'success' });
        await loadRequests();
      } catch (caught) {
        confirming.value = false;
        show({ message: failureMessage(caught), tone: 'error' });
      }
    },

    deleteRequest: remove,

    dispose() {
      notices.dispose();
      form.dispose();
    },
  };
}
