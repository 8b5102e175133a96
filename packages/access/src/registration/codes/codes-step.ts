import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import type { VerificationChannel } from '@casino-sdk/core/contract/notification';
import { createForm, failureMessage, type FormMessage, type FormModel } from '@casino-sdk/core/form';
import { watchCountdown } from '@casino-sdk/core/internal';
import { cleanPhoneNumber, cleanPhonePrefix, CODE_MIN, phoneProblem, RESEND_SECONDS, type PhoneProblem } from '@casino-sdk/core/rules';
import { createRefusals, registrationMessage, serverFailed } from '../refusals';
import type { ChannelProgress, CodesProgress, Verification } from '../registration-flow';
import { notificationCalls, playerCalls, registrationCalls } from '../../calls';


export interface CodeValues {
  code: string;
}
export interface PhoneValues {
  prefix: string;
  number: string;
}

export type Notify = (message: FormMessage, tone: 'success' | 'error') => void;

export interface CodesStepOptions {
  verification: () => Verification | null;
  notify: Notify;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Where the phone form's draft is kept (the registration model names its storage keys). */
  phoneDraftKey: string;
  /** The phone prefix to start from (the country's), when the player has typed none. */
  defaultPrefix?: string;
  now?: () => number;
  /** Where step 1 stood before a reload: running countdowns resume, confirmed codes stay confirmed. */
  progress?: CodesProgress | null;
}

export interface ChannelState {
  readonly form: FormModel<CodeValues>;
  readonly verified: ReadonlySignal<boolean>;
  /** Seconds until a new code may be asked for; 0 when it may. */
  readonly resendIn: ReadonlySignal<number>;
  readonly resending: ReadonlySignal<boolean>;
}

export interface CodesStep {
  readonly email: ChannelState;
  readonly sms: ChannelState;
  readonly phone: FormModel<PhoneValues>;
  /** The number the SMS code went to, once sent. */
  readonly smsSentTo: ReadonlySignal<string | null>;
  /** Spec §4: step 2 opens once one of the codes is confirmed. */
  readonly canContinue: ReadonlySignal<boolean>;
  /** What a reload must not lose (the registration model stores it with the flow). */
  readonly progress: ReadonlySignal<CodesProgress>;
  /** Loads the full phone rule (libphonenumber) ahead of the first SMS: the view calls it when step 1 shows. */
  preparePhone(): Promise<void>;
  typePrefix(typed: string): void;
  typeNumber(typed: string): void;
  /** The e-mail code went out with the account: its resend waits from now. */
  started(): void;
  confirm(channel: VerificationChannel): Promise<boolean>;
  resendEmail(): Promise<void>;
  /** Checks the number, stores it on the new player, and sends (again) the SMS code. */
  sendSms(): Promise<boolean>;
  dispose(): void;
}

const CODE_REQUIRED = 'registration.code_required';

export function createCodesStep(runtime: Runtime, options: CodesStepOptions): CodesStep {
  const now = options.now ?? Date.now;
  const stops = new Set<() => void>();
  const codeForm = () =>
    createForm<CodeValues>({
      fields: {
        code: { initial: '', required: CODE_REQUIRED, trim: true, secret: true, validators: [(value) => (value.trim().length < CODE_MIN ? CODE_REQUIRED : null)] },
      },
    });
  const channel = (saved: ChannelProgress | undefined) => ({
    form: codeForm(),
    verified: signal(saved?.verified ?? false),
    resendIn: signal(0),
    resendUntil: signal<number | null>(saved?.verified ? null : (saved?.resendUntil ?? null)),
    resending: signal(false),
    stopCountdown: null as (() => void) | null,
  });
  const channels = { email: channel(options.progress?.email), sms: channel(options.progress?.sms) };

  type PhoneRule = (prefix: string, number: string) => PhoneProblem | null;
  // The spec's rule at once; libphonenumber's stricter one once its module is in.
  const phoneRule = signal<PhoneRule>(phoneProblem);
  let phoneRuleLoading: Promise<void> | null = null;
  const preparePhone = () =>
    (phoneRuleLoading ??= import('@casino-sdk/core/rules/phone-number').then(
      (module) => void (phoneRule.value = module.mobileNumberProblem),
      // Not loaded (offline): the spec's rule stands, and the platform checks the number too.
      () => {
        phoneRuleLoading = null;
      },
    ));
  const phoneRefusals = createRefusals<keyof PhoneValues>();
  const phone = createForm<PhoneValues>({
    draft: { key: options.phoneDraftKey, storage: options.storage },
    fields: {
      // A prefix the platform sends no SMS to (prefix_not_served) shows under it.
      prefix: { initial: options.defaultPrefix ?? '', required: 'registration.field_required', validators: [phoneRefusals.validator('prefix')] },
      number: {
        initial: '',
        required: 'registration.field_required',
        validators: [(value, values) => {
          const problem = phoneRule.value(values.prefix, value);
          return problem ? registrationMessage(problem) : null;
        }, phoneRefusals.validator('number')],
      },
    },
  });
  const smsSentTo = signal<string | null>(options.progress?.smsSentTo ?? null);

  /** Runs the resend countdown to `deadline`: kept as an instant, so a reload resumes it where it stands. */
  function countUntil(name: VerificationChannel, deadline: number) {
    const state = channels[name];
    state.stopCountdown?.();
    state.resendUntil.value = deadline;
    const stop = watchCountdown(runtime.scheduler, deadline, (left) => (state.resendIn.value = left), now);
    stops.add(stop);
    state.stopCountdown = stop;
  }

  const countdown = (name: VerificationChannel, seconds: number) => countUntil(name, now() + seconds * 1000);

  for (const name of ['email', 'sms'] as const) {
    const deadline = channels[name].resendUntil.peek();
    if (deadline !== null && deadline > now()) countUntil(name, deadline);
  }

  /** A 429 says how long; anything else leaves the button to be tried again. */
  function waitFromRefusal(name: VerificationChannel, caught: unknown): boolean {
    if (!isApiError(caught) || caught.status !== 429) return false;
    countdown(name, Math.ceil((caught.requestedRetryAfterMs ?? RESEND_SECONDS * 1000) / 1000));
    return true;
  }

  function proof(): Verification {
    const verification = options.verification();
    // The element shows step 1 only with a verification; reaching here without one is a bug.
    if (!verification) throw new Error('Registration step 1 without a verification.');
    return verification;
  }

  function verified(name: VerificationChannel) {
    const state = channels[name];
    batch(() => {
      state.verified.value = true;
      state.stopCountdown?.();
      state.resendIn.value = 0;
      state.resendUntil.value = null;
    });
    options.notify({ key: `registration.${name}_is_verified` }, 'success');
  }

  /** A resend refused because the channel is confirmed already (in another tab, say): it is, so say so. */
  function verifiedElsewhere(name: VerificationChannel, caught: unknown): boolean {
    if (!isApiError(caught) || caught.code !== `${name}_is_verified`) return false;
    verified(name);
    return true;
  }

  async function confirm(name: VerificationChannel): Promise<boolean> {
    const state = channels[name];
    if (state.verified.value) return true;
    const { userId, registrationToken } = proof();
    try {
      const sent = await state.form.submit(async (values) =>
        runtime.client.call((await notificationCalls()).verify, {
          params: { channel: name },
          tempToken: registrationToken,
          body: {
            user_id: userId,
            skin_id: runtime.store.skinSettings.value.id,
            verification: values.code.trim(),
            check_campaign: true,
            ...(name === 'email' ? { email_verified: true } : { sms_verified: true }),
          },
        }),
      );
      if (!sent.ok) return false;
      verified(name);
      return true;
    } catch (caught) {
      // Spec §8: the server's message, or the code_is_wrong toast.
      const refusal = isApiError(caught) && caught.kind === 'http' && caught.status === 422 ? registrationMessage(caught.fieldErrors.verification?.[0] ?? caught.message ?? 'code_is_wrong') : null;
      // A verification answer the platform could not give, or gave garbled, is the spec's 'SERVER ERROR'.
      const message = refusal ?? (serverFailed(caught) ? { key: 'registration.server_error' } : failureMessage(caught));
      state.form.setError(message);
      options.notify(message, 'error');
      return false;
    }
  }

  async function resendEmail() {
    const state = channels.email;
    if (state.resendIn.value > 0 || state.resending.value || state.verified.value) return;
    const { playerId, registrationToken } = proof();
    if (playerId === null) return;
    state.resending.value = true;
    try {
      await runtime.client.call((await notificationCalls()).sendRegistrationEmail, { params: { id: playerId }, tempToken: registrationToken });
      countdown('email', RESEND_SECONDS);
      options.notify({ key: 'registration.code_sent_email' }, 'success');
    } catch (caught) {
      if (!waitFromRefusal('email', caught) && !verifiedElsewhere('email', caught)) options.notify(failureMessage(caught), 'error');
    } finally {
      state.resending.value = false;
    }
  }

  async function sendSms(): Promise<boolean> {
    const state = channels.sms;
    if (state.resendIn.value > 0 || state.resending.value || state.verified.value) return false;
    const { userId, registrationToken } = proof();
    state.resending.value = true;
    try {
      await preparePhone();
      const sent = await phone.submit(async ({ prefix, number }) => {
        await runtime.client.call((await registrationCalls()).checkMobile, { body: { mobile: number, prefix } });
        await runtime.client.call((await notificationCalls()).checkMobile, { body: { mobile: number, prefix } });
        if (smsSentTo.value !== `${prefix}${number}`) {
          await runtime.client.call((await playerCalls()).updateById, { params: { id: userId }, tempToken: registrationToken, body: { mobile: `${prefix}${number}` } });
        }
        await runtime.client.call((await notificationCalls()).sendSms, { tempToken: registrationToken, body: { skin_id: runtime.store.skinSettings.value.id, user_id: userId } });
        return `${prefix}${number}`;
      });
      if (!sent.ok) return false;
      smsSentTo.value = sent.value;
      countdown('sms', RESEND_SECONDS);
      options.notify({ key: 'registration.code_sent_sms' }, 'success');
      return true;
    } catch (caught) {
      if (waitFromRefusal('sms', caught)) return false;
      if (verifiedElsewhere('sms', caught)) return true;
      const refused = phoneRefusals.fromError(caught, { mobile: 'number', prefix: 'prefix', phone: 'number' }, phone.values.value);
      if (refused) {
        phone.fields[refused].blur();
        phone.focus(refused);
      }
      else phone.setError(isApiError(caught) && caught.status === 422 && caught.message ? registrationMessage(caught.message) : failureMessage(caught));
      return false;
    } finally {
      state.resending.value = false;
    }
  }

  const view = (name: VerificationChannel): ChannelState => {
    const { form, verified, resendIn, resending } = channels[name];
    return { form, verified, resendIn, resending };
  };

  return {
    email: view('email'),
    sms: view('sms'),
    phone,
    smsSentTo,
    canContinue: computed(() => channels.email.verified.value || channels.sms.verified.value),
    progress: computed(() => {
      const kept = (name: VerificationChannel): ChannelProgress => ({ resendUntil: channels[name].resendUntil.value, verified: channels[name].verified.value });
      return { email: kept('email'), sms: kept('sms'), smsSentTo: smsSentTo.value };
    }),
    preparePhone,
    typePrefix: (typed) => phone.fields.prefix.set(cleanPhonePrefix(typed)),
    typeNumber: (typed) => phone.fields.number.set(cleanPhoneNumber(typed)),
    started: () => countdown('email', RESEND_SECONDS),
    confirm,
    resendEmail,
    sendSms,
    dispose() {
      for (const stop of stops) stop();
      stops.clear();
      phone.dispose();
    },
  };
}
