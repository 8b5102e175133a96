import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, logout, type Runtime } from '@casino-sdk/core';
import { createForm, failureMessage, type FormMessage, type FormModel } from '@casino-sdk/core/form';
import { CONFIRM_CHECK_FROM, importedPasswordProblem, passwordsMatch } from '@casino-sdk/core/rules';
import { playerCalls } from '../calls';

/** Either a translation key (our own texts) or text that came from the server as it is. */
export type Message = FormMessage;

export interface ChangePasswordValues {
  password: string;
  confirmation: string;
}

export type ChangePasswordOutcome =
  | { ok: true }
  /** `invalid`: the form is not valid yet; `signed-out`: no player to change the password of. */
  | { ok: false; reason: 'invalid' | 'failed' | 'busy' | 'signed-out' };

export interface ChangePasswordModel {
  /** The fields, for the view's bound inputs. */
  readonly form: FormModel<ChangePasswordValues>;
  readonly password: ReadonlySignal<string>;
  readonly confirmation: ReadonlySignal<string>;
  /** The new-password field was left once (or a submit was tried): from then on its rule error shows live. */
  readonly touched: ReadonlySignal<boolean>;
  /** The rule's message under New password, once touched. */
  readonly passwordError: ReadonlySignal<Message | null>;
  /** "Password doesn't match" under Confirm password, once the confirmation has 5 characters. */
  readonly confirmationError: ReadonlySignal<Message | null>;
  /** Both fields valid and equal: the spec's "form must be valid". */
  readonly valid: ReadonlySignal<boolean>;
  readonly pending: ReadonlySignal<boolean>;
  readonly loggingOut: ReadonlySignal<boolean>;
  /** The alert above the form: why the platform refused the change. */
  readonly error: ReadonlySignal<Message | null>;
  /** The new password was saved by this form (the view thanks the player while the host navigates). */
  readonly saved: ReadonlySignal<boolean>;
  setPassword(value: string): void;
  setConfirmation(value: string): void;
  /** Called when the new-password field loses focus. */
  touch(): void;
  /** Sends the new password, then reloads the player so the route guard lets them go. Never throws. */
  submit(): Promise<ChangePasswordOutcome>;
  /** The way out for a player who does not want to choose a password now. Never throws. */
  logout(): Promise<void>;
}

/** The same query the session uses, so the reloaded player has every part the other elements read. */
const PLAYER_QUERY = { kyc: 1, marketing: 1, riskyCountry: 1 } as const;

/**
 * The imported player's password change (player-area spec §2, §5, §7), without React: the
 * stricter imported-player rule, the mismatch from the fifth character of the confirmation, one
 * call at a time, and the values kept when the platform refuses.
 */
export function createChangePasswordModel(runtime: Runtime): ChangePasswordModel {
  const form = createForm<ChangePasswordValues>({
    fields: {
      // No "required" message: an empty password breaks the rule, and the rule is what shows.
      password: { initial: '', validators: [importedPasswordProblem], secret: true },
      confirmation: {
        initial: '',
        validators: [(value, values) => (passwordsMatch(values.password, value) ? null : 'changePassword.mismatch')],
        // Not while the player is still typing it (spec §9: the confirm check from 5 characters).
        revealWhen: (value) => value.length >= CONFIRM_CHECK_FROM,
        secret: true,
      },
    },
  });
  const { password, confirmation } = form.fields;
  const loggingOut = signal(false);
  const saved = signal(false);

  async function reloadPlayer(): Promise<void> {
    const session = runtime.store.session.value;
    let fresh = null;
    try {
      const playerApi = await playerCalls();
      fresh = await runtime.client.call(playerApi.get, { query: PLAYER_QUERY });
    } catch {
      // The password is changed all the same; the player as we had it, no longer imported, will do.
    }
    const current = runtime.store.player.value;
    if (runtime.store.session.value !== session || !(fresh ?? current)) return;
    batch(() => {
      // The platform took { is_crypt: true } with the password: the route guard must let the player go now.
      runtime.store.player.value = { ...(fresh ?? current)!, is_crypt: true };
      if (fresh) runtime.store.balance.value = fresh.balance;
    });
  }

  return {
    form,
    password: password.value,
    confirmation: confirmation.value,
    touched: password.touched,
    passwordError: password.error,
    confirmationError: confirmation.error,
    valid: form.valid,
    pending: form.busy,
    loggingOut,
    error: form.error,
    saved,
    setPassword: password.set,
    setConfirmation: confirmation.set,
    touch: password.blur,

    async submit() {
      try {
        const sent = await form.submit(async (values): Promise<ChangePasswordOutcome> => {
          const player = runtime.store.player.value;
          if (!player || !runtime.store.session.value) {
            form.setError({ key: 'changePassword.signedOut' });
            return { ok: false, reason: 'signed-out' };
          }
          // The contract loads with the call: the form's first render needs none of it.
          const playerApi = await playerCalls();
          await runtime.client.call(playerApi.updateById, {
            params: { id: player.user_id },
            body: { password: values.password, is_crypt: true },
          });
          batch(() => {
            // The platform has it now: nothing of the password stays in memory.
            password.reset();
            confirmation.reset();
            saved.value = true;
          });
          await reloadPlayer();
          return { ok: true };
        });
        return sent.ok ? sent.value : sent;
      } catch (caught) {
        // The rule's own wording from the platform goes to the alert, like any refusal.
        const fieldMessage = isApiError(caught) ? caught.fieldErrors.password?.[0] : undefined;
        form.setError(fieldMessage ? { text: fieldMessage } : failureMessage(caught));
        return { ok: false, reason: 'failed' };
      }
    },

    async logout() {
      if (loggingOut.value) return;
      loggingOut.value = true;
      try {
        await logout(runtime);
      } finally {
        loggingOut.value = false;
      }
    },
  };
}
