import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import { createForm, failureMessage, type FormMessage, type FormModel } from '@casino-sdk/core/form';
import { CONFIRM_CHECK_FROM, passwordsMatch } from '@casino-sdk/core/rules';
import { playerCalls } from '../calls';
import { newPasswordProblem, passwordChangeable } from './passwords-rules';

export interface PasswordsValues {
  current: string;
  next: string;
  confirm: string;
}

export interface PasswordsModel {
  readonly form: FormModel<PasswordsValues>;
  /** Spec §2: false for an account never changed since it was made; the view then says so instead of the fields. */
  readonly changeable: ReadonlySignal<boolean>;
  /** Spec §5: Update is enabled only when the new password is valid and the confirmation equals it. */
  readonly canSubmit: ReadonlySignal<boolean>;
  /** The platform's answer: saved, or why not. */
  readonly outcome: ReadonlySignal<{ tone: 'success' | 'error'; message: FormMessage } | null>;
  submit(): Promise<void>;
  dispose(): void;
}

/** A platform refusal through its own key where the texts have one (spec §8: `passwords_no_match`). */
const SERVER_KEYS: Record<string, string> = {
  'You must choose a different password': 'passwords.different',
  passwords_no_match: 'passwords.mismatch',
  'The current password is not correct.': 'passwords.wrongCurrent',
  password_nickname_email_check: 'passwords.nicknameEmail',
  'The password of this account cannot be changed.': 'passwords.unchangeable',
};

/**
 * The password page (player-area spec §2, §5, §7, §8): current, new and confirm; the new one by the
 * registration's rule, not the nickname, the e-mail's name or the current one; the confirmation
 * checked from its fifth character. `PUT me/password`; the platform checks all of it again.
 */
export function createPasswordsModel(runtime: Runtime): PasswordsModel {
  const { store, client, scheduler } = runtime;
  const player = () => store.player.value;
  const form = createForm<PasswordsValues>({
    fields: {
      current: { initial: '', required: 'passwords.currentRequired', secret: true },
      next: {
        initial: '',
        required: 'passwords.rule',
        validators: [(value, values) => newPasswordProblem(value, values.current, player()?.username ?? '', player()?.email ?? '')],
        secret: true,
      },
      confirm: {
        initial: '',
        validators: [(value, values) => (passwordsMatch(values.next, value) ? null : 'passwords.mismatch')],
        // Spec §5: the mismatch shows from the fifth character.
        revealWhen: (value) => value.length >= CONFIRM_CHECK_FROM,
        secret: true,
      },
    },
    scheduler,
  });
  const outcome = signal<{ tone: 'success' | 'error'; message: FormMessage } | null>(null);

  return {
    form,
    changeable: computed(() => passwordChangeable(player())),
    canSubmit: computed(() => form.valid.value && !form.busy.value),
    outcome,

    async submit() {
      outcome.value = null;
      try {
        const sent = await form.submit(async (values) => {
          const calls = await playerCalls();
          await client.call(calls.changePassword, { body: { current: values.current, new: values.next, confirm: values.confirm } });
        });
        if (!sent.ok) return;
        form.reset();
        outcome.value = { tone: 'success', message: { key: 'passwords.saved' } };
      } catch (caught) {
        const key = isApiError(caught) ? SERVER_KEYS[caught.message] : undefined;
        outcome.value = { tone: 'error', message: key ? { key } : failureMessage(caught) };
      }
    },

    dispose: () => form.dispose(),
  };
}
