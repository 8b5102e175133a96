import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import { createForm, createNotices, failureMessage, type FormMessage, type FormModel, type Notice } from '@casino-sdk/core/form';
import { browserStorage, COOKIES, deleteCookie, watchCountdown } from '@casino-sdk/core/internal';
import { notificationCalls, playerCalls } from '../calls';
import { cleanMobile, CONFIRM_COOLDOWN_SECONDS, CONTACT_ERROR_MS, mobileValid } from './informations-rules';

type Channel = 'email' | 'sms';
export type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ContactState {
  /** The address or number, then the code that was sent to it. */
  readonly form: FormModel<{ value: string; code: string }>;
  /** Confirmed: the field is locked (spec §4). */
  readonly locked: ReadonlySignal<boolean>;
  /** A code went out: its input shows. */
  readonly sent: ReadonlySignal<boolean>;
  /** Seconds until another request may go out (spec §9: 60 s, kept across reloads). */
  readonly waitSeconds: ReadonlySignal<number>;
  readonly notice: ReadonlySignal<Notice | null>;
  readonly busy: ReadonlySignal<boolean>;
  /** Confirm e-mail / phone: saves a changed value, then sends the code. */
  request(): Promise<void>;
  /** Sends the code typed. */
  verify(): Promise<void>;
}

export interface InformationsModel {
  readonly email: ContactState;
  readonly phone: ContactState;
  readonly reality: FormModel<{ minutes: string }>;
  readonly realityNotice: ReadonlySignal<FormMessage | null>;
  /** The mobile as typed, cleaned (spec §5). */
  typeMobile(typed: string): void;
  saveReality(): Promise<void>;
  dispose(): void;
}

export interface InformationsOptions {
  /** Where the cooldowns live across reloads (localStorage by default). */
  storage?: Storage;
  now?: () => number;
  /** The page reload after a new reality-check interval (spec §4). */
  reload?: () => void;
}

const PLAYER_QUERY = { kyc: 1, marketing: 1, riskyCountry: 1 } as const;

/** The platform's refusals of a code, in the player's language. */
const CODE_REFUSALS: Record<string, string> = { code_is_wrong: 'informations.codeWrong', code_expired: 'informations.codeExpired' };

/**
 * The player's details page (player-area spec §2, §4, §5, §8, §9): e-mail and mobile editable until
 * confirmed, each confirmed through a code with a 60 s wait between requests kept across reloads,
 * and the reality-check interval. The platform checks every value again.
 */
export function createInformationsModel(runtime: Runtime, options: InformationsOptions = {}): InformationsModel {
  const { store, client, scheduler } = runtime;
  const now = options.now ?? Date.now;
  const storage = options.storage ?? browserStorage('localStorage');
  const reload = options.reload ?? (() => location.reload());
  const stops: (() => void)[] = [];
  const player = () => store.player.value;

  async function reloadPlayer(): Promise<void> {
    const calls = await playerCalls();
    const fresh = await client.call(calls.get, { query: PLAYER_QUERY });
    batch(() => {
      store.player.value = fresh;
      store.balance.value = fresh.balance;
    });
  }

  function contact(channel: Channel): ContactState {
    const initial = channel === 'email' ? (player()?.email ?? '') : (player()?.mobile ?? '');
    const form = createForm<{ value: string; code: string }>({
      fields: {
        value: {
          initial,
          required: channel === 'email' ? 'informations.emailRequired' : 'informations.mobileInvalid',
          validators: [(value) => (channel === 'sms' && !mobileValid(value) ? 'informations.mobileInvalid' : null)],
        },
        code: { initial: '' },
      },
      scheduler,
    });
    const locked = computed(() => (channel === 'email' ? !!player()?.email_verified_at : !!player()?.sms_verified_at));
    const sent = signal(false);
    const waitSeconds = signal(0);
    const busy = signal(false);
    const { notice, show, dispose } = createNotices(scheduler);
    stops.push(dispose);
    const key = () => `casino-sdk.confirm-${channel}-until.${player()?.id ?? ''}`;

    const countUntil = (deadline: number) => {
      stops.push(watchCountdown(scheduler, deadline, (left) => (waitSeconds.value = left), now));
    };
    const saved = Number(storage?.getItem(key()) ?? '');
    if (saved > now()) {
      sent.value = true;
      countUntil(saved);
    }

    return {
      form,
      locked,
      sent,
      waitSeconds,
      notice,
      busy,

      async request() {
        if (busy.value || waitSeconds.value > 0 || locked.value) return;
        try {
          await form.submit(async ({ value }) => {
            const current = player();
            if (!current) return;
            busy.value = true;
            const calls = await playerCalls();
            const notifications = await notificationCalls();
            if (value.trim() !== ((channel === 'email' ? current.email : current.mobile) ?? '')) {
              await client.call(calls.updateById, { params: { id: String(current.user_id) }, body: channel === 'email' ? { email: value.trim() } : { mobile: value } });
              await reloadPlayer();
            }
            if (channel === 'email') await client.call(notifications.sendRegistrationEmail, { params: { id: String(current.id) } });
            else await client.call(notifications.sendSms, { body: { skin_id: current.skin_id, user_id: current.user_id } });
            const deadline = now() + CONFIRM_COOLDOWN_SECONDS * 1000;
            try {
              storage?.setItem(key(), String(deadline));
            } catch {
              // Storage refused: the wait holds for this page.
            }
            sent.value = true;
            countUntil(deadline);
            show({ tone: 'success', message: { key: channel === 'email' ? 'informations.emailSent' : 'informations.smsSent' } });
          });
        } catch (caught) {
          // Spec §8: a refused number says so for 5 s; an e-mail's failure shows its error for 5 s.
          const refusedNumber = channel === 'sms' && isApiError(caught) && caught.kind === 'http' && caught.status < 500;
          show({ tone: 'error', message: refusedNumber ? { key: 'informations.phoneRefused' } : failureMessage(caught) }, CONTACT_ERROR_MS);
        } finally {
          busy.value = false;
        }
      },

      async verify() {
        const current = player();
        const code = form.fields.code.value.peek().trim();
        if (!current || code.length < 3 || busy.value) return;
        busy.value = true;
        try {
          const notifications = await notificationCalls();
          await client.call(notifications.verify, {
            params: { channel },
            body: { user_id: current.user_id, skin_id: current.skin_id, verification: code, ...(channel === 'email' ? { email_verified: 1 } : { sms_verified: 1 }) },
          });
          await reloadPlayer();
          storage?.removeItem(key());
          batch(() => {
            sent.value = false;
            form.fields.code.set('');
          });
          show({ tone: 'success', message: { key: channel === 'email' ? 'informations.emailConfirmed' : 'informations.phoneConfirmed' } });
        } catch (caught) {
          const known = isApiError(caught) ? CODE_REFUSALS[caught.code ?? ''] : undefined;
          show({ tone: 'error', message: known ? { key: known } : failureMessage(caught) }, CONTACT_ERROR_MS);
        } finally {
          busy.value = false;
        }
      },
    };
  }

  const email = contact('email');
  const phone = contact('sms');
  const reality = createForm<{ minutes: string }>({ fields: { minutes: { initial: String(player()?.information.reality_minutes ?? 60) } }, scheduler });
  const realityNotice = signal<FormMessage | null>(null);

  return {
    email,
    phone,
    reality,
    realityNotice,
    typeMobile: (typed) => phone.form.fields.value.set(cleanMobile(typed)),

    async saveReality() {
      const current = player();
      if (!current) return;
      realityNotice.value = null;
      try {
        await reality.submit(async ({ minutes }) => {
          const calls = await playerCalls();
          await client.call(calls.updateById, { params: { id: String(current.user_id) }, body: { reality_minutes: Number(minutes) } });
        });
        // Spec §4: the counter starts again with the new interval.
        deleteCookie(COOKIES.mgaCounter);
        reload();
      } catch (caught) {
        realityNotice.value = failureMessage(caught);
      }
    },

    dispose() {
      for (const stop of stops.splice(0)) stop();
      email.form.dispose();
      phone.form.dispose();
      reality.dispose();
    },
  };
}

