import { batch, computed, effect, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import type { PlayerInfo } from '@casino-sdk/core/contract/player';
import type { Statistic } from '@casino-sdk/core/contract/statistic';
import { createForm, createNotices, failureMessage, type FormModel, type Notice, type ViewLoad } from '@casino-sdk/core/form';
import { createPlayerRequests } from '../cashier/player-requests';
import { playerCalls } from '../calls';
import { MESSAGE_MS } from '../payment/payment-answer';
import { limitActivation, limitInputProblem, LIMIT_FIELDS, nextRequestAt, periodDepositLimits, playingTimeProblem, type LimitField } from './limits-rules';

export type LimitValues = Record<LimitField, string>;

export interface LimitsModel {
  readonly form: FormModel<LimitValues>;
  readonly load: ReadonlySignal<ViewLoad>;
  /** The pending request of each limit that has one: its field is locked until it applies or is deleted. */
  readonly pending: ReadonlySignal<Partial<Record<LimitField, Statistic>>>;
  /** While a request of the last 24 h holds the next one back: when it may come. */
  readonly nextRequestAt: ReadonlySignal<number | null>;
  readonly notice: ReadonlySignal<Notice | null>;
  /** A request is being deleted. */
  readonly deleting: ReadonlySignal<number | null>;
  start(): () => void;
  retry(): void;
  submit(): Promise<void>;
  deleteRequest(id: number): Promise<void>;
  dispose(): void;
}

const toText = (value: number | null | undefined) => (value === null || value === undefined || value <= 0 ? '' : String(Math.round(value)));

function currentLimits(player: PlayerInfo | null): Record<LimitField, number | null> {
  return {
    max_daily_deposit: player?.limits.max_daily_deposit ?? null,
    max_weekly_deposit: player?.limits.max_weekly_deposit ?? null,
    max_monthly_deposit: player?.limits.max_monthly_deposit ?? null,
    max_daily_bet: player?.betLimits.max_daily_bet ?? null,
    max_daily_loss: player?.betLimits.max_daily_loss ?? null,
    max_daily_playing_time: player?.betLimits.max_daily_playing_time ?? null,
  };
}

/**
 * The limits page (front-end spec §2, §4, §5, §7, §9): six limits, digits only; the daily deposit
 * limit writes 31 times itself into the weekly and monthly ones; a tighter limit applies at once, a
 * looser one a day later (a pending request, which locks its field and can be deleted); one request a
 * day. One `PUT me` with the changed limits and when they take effect; the platform decides and enforces.
 */
export function createLimitsModel(runtime: Runtime, options: { now?: () => number } = {}): LimitsModel {
  const { store, client, scheduler } = runtime;
  const now = options.now ?? (() => Date.now());
  const notices = createNotices(scheduler, MESSAGE_MS);
  const { show } = notices;
  const { load, requests, deleting, refresh: loadRequests, remove } = createPlayerRequests(runtime, 'limits', notices);
  const stops: (() => void)[] = [];

  const initial = currentLimits(store.player.value);
  const field = (name: LimitField) => ({ initial: toText(initial[name]), validators: name === 'max_daily_playing_time' ? [limitInputProblem, playingTimeProblem] : [limitInputProblem] });
  const form = createForm<LimitValues>({ fields: Object.fromEntries(LIMIT_FIELDS.map((name) => [name, field(name)])) as { [K in LimitField]: ReturnType<typeof field> }, scheduler });

  // The daily deposit limit carries the weekly and monthly ones with it (spec §5), as the skin says.
  let lastDaily = form.fields.max_daily_deposit.value.peek();
  stops.push(
    effect(() => {
      const daily = form.fields.max_daily_deposit.value.value;
      if (daily === lastDaily) return;
      lastDaily = daily;
      const periods = periodDepositLimits(daily, store.skinSettings.peek().deposit_limit_periods);
      batch(() => {
        form.fields.max_weekly_deposit.set(periods.max_weekly_deposit);
        form.fields.max_monthly_deposit.set(periods.max_monthly_deposit);
      });
    }),
  );

  const pending = computed(() => {
    const found: Partial<Record<LimitField, Statistic>> = {};
    for (const request of requests.value) {
      if (request.status === 'pending' && request.field && (LIMIT_FIELDS as readonly string[]).includes(request.field)) found[request.field as LimitField] = request;
    }
    return found;
  });

  return {
    form,
    load,
    pending,
    nextRequestAt: computed(() => nextRequestAt(requests.value, now())),
    notice: notices.notice,
    deleting,

    start() {
      void loadRequests();
      return () => undefined;
    },

    retry: () => void loadRequests(),

    async submit() {
      notices.clear();
      try {
        await form.submit(async (values) => {
          const current = currentLimits(store.player.value);
          const changed = LIMIT_FIELDS.filter((name) => !pending.value[name] && values[name] !== toText(current[name]));
          if (changed.length === 0) return;
          const player = await playerCalls();
          // One request for every changed limit; `activated_at` says when the last of them applies
          // (the platform decides and enforces each: decision 0049).
          const asked = Object.fromEntries(changed.map((name) => [name, values[name] === '' ? 0 : Number(values[name])])) as Partial<Record<LimitField, number>>;
          const activatedAt = Math.max(...changed.map((name) => limitActivation(current[name], asked[name]!, now())));
          store.player.value = await client.call(player.update, { body: { ...asked, field: changed[0], activated_at: new Date(activatedAt).toISOString() } });
          show({ message: { key: 'cashier.limitsSaved' }, tone: 'success' });
          await loadRequests();
          // A limit that became a request shows the limit in force; its request says what comes.
          const inForce = currentLimits(store.player.value);
          batch(() => {
            for (const name of LIMIT_FIELDS) if (pending.value[name]) form.fields[name].set(toText(inForce[name]));
          });
        });
      } catch (caught) {
        show({ message: failureMessage(caught), tone: 'error' });
        // A request made elsewhere (another tab) holds a limit back: the page shows it, and its wait.
        if (isApiError(caught) && caught.code === 'limit_request_locked') await loadRequests();
      }
    },

    deleteRequest: remove,

    dispose() {
      for (const stop of stops.splice(0)) stop();
      notices.dispose();
      form.dispose();
    },
  };
}
