import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { importedPasswordProblem, isApiError, logout, showMismatch, type Runtime } from '@casino-sdk/core';

/** Either a translation key (our own texts) or text that came from the server as it is. */
export type Message = { key: string } | { text: string };

export type ChangePasswordOutcome =
  | { ok: true }
  /** `invalid`: the form is not valid yet; `signed-out`: no player to change the password of. */
  | { ok: false; reason: 'invalid' | 'failed' | 'busy' | 'signed-out' };

export interface ChangePasswordModel {
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
  const password = signal('');
  const confirmation = signal('');
  const touched = signal(false);
  const pending = signal(false);
  const loggingOut = signal(false);
  const error = signal<Message | null>(null);
  const saved = signal(false);

  const ruleProblem = computed(() => importedPasswordProblem(password.value));
  const passwordError = computed<Message | null>(() => (touched.value && ruleProblem.value ? { key: ruleProblem.value } : null));
  const confirmationError = computed<Message | null>(() =>
    showMismatch(password.value, confirmation.value) ? { key: 'changePassword.mismatch' } : null,
  );
  const valid = computed(() => ruleProblem.value === null && password.value === confirmation.value);

  async function reloadPlayer(): Promise<void> {
    const session = runtime.store.session.value;
    let fresh = null;
    try {
      const { playerApi } = await import('@casino-sdk/core/contract/player');
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
    password,
    confirmation,
    touched,
    passwordError,
    confirmationError,
    valid,
    pending,
    loggingOut,
    error,
    saved,

    setPassword(value) {
      password.value = value;
    },

    setConfirmation(value) {
      confirmation.value = value;
    },

    touch() {
      if (password.value) touched.value = true;
    },

    async submit() {
      if (pending.value) return { ok: false, reason: 'busy' };
      if (!valid.value) {
        touched.value = true;
        return { ok: false, reason: 'invalid' };
      }
      const player = runtime.store.player.value;
      if (!player || !runtime.store.session.value) {
        error.value = { key: 'changePassword.signedOut' };
        return { ok: false, reason: 'signed-out' };
      }

      batch(() => {
        pending.value = true;
        error.value = null;
      });
      try {
        // The contract loads with the call: the form's first render needs none of it.
        const { playerApi } = await import('@casino-sdk/core/contract/player');
        await runtime.client.call(playerApi.updateById, {
          params: { id: player.user_id },
          body: { password: password.value, is_crypt: true },
        });
        batch(() => {
          // The platform has it now: nothing of the password stays in memory.
          password.value = '';
          confirmation.value = '';
          touched.value = false;
          saved.value = true;
        });
        await reloadPlayer();
        return { ok: true };
      } catch (caught) {
        if (isApiError(caught)) {
          const fieldMessage = caught.fieldErrors.password?.[0];
          error.value = fieldMessage ? { text: fieldMessage } : caught.kind === 'http' && caught.message ? { text: caught.message } : { key: caught.messageKey };
        } else {
          error.value = { key: 'errors.generic' };
        }
        return { ok: false, reason: 'failed' };
      } finally {
        pending.value = false;
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
