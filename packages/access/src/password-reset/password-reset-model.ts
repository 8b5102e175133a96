import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import { createForm, failureMessage, type FormMessage, type FormModel } from '@casino-sdk/core/form';
import { forgetLoginAttempts } from '@casino-sdk/core/internal';
import { CONFIRM_CHECK_FROM, passwordsMatch, resetPasswordProblem } from '@casino-sdk/core/rules';
import { authCalls } from '../calls';

export interface PasswordResetValues {
  password: string;
  confirmation: string;
}

/** What the link's token turned out to be: checked first, before any form shows. */
export type ResetLinkState =
  | { kind: 'checking' }
  /** The e-mail is the account's: sent back with the reset, never shown. */
  | { kind: 'valid'; email: string }
  | { kind: 'expired' }
  /** The check itself failed (offline, platform down): try again. */
  | { kind: 'unchecked' };

export type PasswordResetOutcome = { ok: true } | { ok: false; reason: 'invalid' | 'failed' | 'busy' };

export interface PasswordResetModel {
  readonly form: FormModel<PasswordResetValues>;
  readonly link: ReadonlySignal<ResetLinkState>;
  /** Both fields valid and equal, and the link good: the spec's condition for the button. */
  readonly canSubmit: ReadonlySignal<boolean>;
  readonly pending: ReadonlySignal<boolean>;
  readonly error: ReadonlySignal<FormMessage | null>;
  /** The platform answered 204: the password is changed. */
  readonly changed: ReadonlySignal<boolean>;
  /** `GET auth/status/{token}`. Never throws. */
  check(): Promise<void>;
  /** `PUT auth/password/reset`. Never throws. */
  submit(): Promise<PasswordResetOutcome>;
}

/**
 * The password reset page (spec §2, §5, §7, §8), without React: the link's token checked first
 * (`GET auth/status/{token}`), then the new password by the registration rule and its confirmation
 * from the 5th character ("The password doesn't match"), sent with the account's e-mail from the
 * check. 204 means changed; any other answer, "error contact support".
 */
export function createPasswordResetModel(runtime: Runtime, token: string): PasswordResetModel {
  const form = createForm<PasswordResetValues>({
    fields: {
      password: { initial: '', validators: [resetPasswordProblem], secret: true },
      confirmation: {
        initial: '',
        validators: [(value, values) => (passwordsMatch(values.password, value) ? null : 'passwordReset.mismatch')],
        revealWhen: (value) => value.length >= CONFIRM_CHECK_FROM,
        secret: true,
      },
    },
  });
  const link = signal<ResetLinkState>(token ? { kind: 'checking' } : { kind: 'expired' });
  const changed = signal(false);

  return {
    form,
    link,
    canSubmit: computed(() => form.valid.value && link.value.kind === 'valid' && !changed.value),
    pending: form.busy,
    error: form.error,
    changed,

    async check() {
      if (!token) return;
      link.value = { kind: 'checking' };
      try {
        const authApi = await authCalls();
        const status = await runtime.client.call(authApi.status, { params: { token }, query: {} });
        const email = status.is_valid ? status.tokenable?.email : undefined;
        link.value = email ? { kind: 'valid', email } : { kind: 'expired' };
      } catch (caught) {
        // A refused token (4xx) is as dead as an invalid one; only a failed check is worth retrying.
        link.value = isApiError(caught) && caught.kind === 'http' && caught.status < 500 ? { kind: 'expired' } : { kind: 'unchecked' };
      }
    },

    async submit() {
      const current = link.value;
      if (current.kind !== 'valid') return { ok: false, reason: 'invalid' };
      try {
        const sent = await form.submit(async (values) => {
          const authApi = await authCalls();
          await runtime.client.call(authApi.resetPassword, {
            body: { email: current.email, password: values.password, password_confirmation: values.confirmation, token },
          });
          // The block the attempts dialog set (it suggested this reset) ends with the old password.
          forgetLoginAttempts();
          batch(() => {
            // The platform has it: nothing of the password stays in memory.
            form.fields.password.reset();
            form.fields.confirmation.reset();
            changed.value = true;
          });
        });
        return sent.ok ? { ok: true } : sent;
      } catch (caught) {
        // Spec §8: any answer but 204 says "error contact support"; a lost connection says so itself.
        form.setError(isApiError(caught) && caught.kind === 'http' ? { key: 'passwordReset.contactSupport' } : failureMessage(caught));
        return { ok: false, reason: 'failed' };
      }
    },
  };
}
