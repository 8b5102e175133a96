import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';
import { createForm, failureMessage, type FormMessage, type FormModel } from '@casino-sdk/core/form';
import { emailProblem, RECOVERY_EXPIRATION_HOURS } from '@casino-sdk/core/rules';
import { authCalls } from '../calls';

export interface RecoveryValues {
  email: string;
}

export type RecoveryOutcome = { ok: true } | { ok: false; reason: 'invalid' | 'failed' | 'busy' };

export interface RecoveryModel {
  readonly form: FormModel<RecoveryValues>;
  readonly pending: ReadonlySignal<boolean>;
  /** The alert: why the platform could not take the request. */
  readonly error: ReadonlySignal<FormMessage | null>;
  /** The address the request went for, once the platform took it (the view says "check your inbox"). */
  readonly sentTo: ReadonlySignal<string | null>;
  /** Checks the address, then asks for the link. Never throws. */
  submit(): Promise<RecoveryOutcome>;
  /** Back to the form, for another address. */
  again(): void;
}

/**
 * Password recovery (spec §2, §5, §7): one well-formed e-mail, then `POST auth/password/recovery
 * {email, expiration_hours: 1}`. The platform answers alike whether or not the address has an
 * account, and so does this form: the same "if an account exists" note for every address.
 */
export function createRecoveryModel(runtime: Runtime): RecoveryModel {
  const form = createForm<RecoveryValues>({
    fields: {
      email: {
        initial: '',
        required: 'recovery.emailRequired',
        trim: true,
        // A pasted address often brings a space at either end: it is not part of the address.
        validators: [(value) => (emailProblem(value.trim()) ? 'recovery.emailInvalid' : null)],
      },
    },
  });
  const sentTo = signal<string | null>(null);

  return {
    form,
    pending: form.busy,
    error: form.error,
    sentTo,

    async submit() {
      try {
        const sent = await form.submit(async (values) => {
          const email = values.email.trim();
          // The contract loads with the call: the form's first render needs none of it.
          const authApi = await authCalls();
          await runtime.client.call(authApi.recoverPassword, { body: { email, expiration_hours: RECOVERY_EXPIRATION_HOURS } });
          sentTo.value = email;
        });
        return sent.ok ? { ok: true } : sent;
      } catch (caught) {
        form.setError(failureMessage(caught));
        return { ok: false, reason: 'failed' };
      }
    },

    again() {
      sentTo.value = null;
      form.reset();
    },
  };
}
