import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { adminLogin, adminLogout, holdDialog, setShowTextKeys, type AdminText, type Runtime } from '@casino-sdk/core';

export interface AdminFieldErrors {
  username?: AdminText;
  password?: AdminText;
}

export type AdminAccessOutcome =
  | { ok: true; username: string }
  | { ok: false; reason: 'invalid' | 'busy' | 'incorrect' | 'throttled' | 'failed' };

export interface AdminAccessModel {
  readonly username: ReadonlySignal<string>;
  readonly password: ReadonlySignal<string>;
  readonly pending: ReadonlySignal<boolean>;
  /** The alert above the form: 'Incorrect credentials', the wait after too many tries, a network error. */
  readonly error: ReadonlySignal<AdminText | null>;
  readonly fieldErrors: ReadonlySignal<AdminFieldErrors>;
  setUsername(value: string): void;
  setPassword(value: string): void;
  /** Checks the required fields, then asks the platform. Never throws. */
  submit(): Promise<AdminAccessOutcome>;
}

/**
 * The admin access form without React: both fields required, one attempt at a time, the
 * platform's verdict as a text to show. The typed name stays for the next try; the password is
 * dropped after a refusal, so it lingers nowhere (not even in this model).
 */
export function createAdminAccessModel(runtime: Runtime): AdminAccessModel {
  const username = signal('');
  const password = signal('');
  const pending = signal(false);
  const error = signal<AdminText | null>(null);
  const fieldErrors = signal<AdminFieldErrors>({});

  return {
    username,
    password,
    pending,
    error,
    fieldErrors,

    setUsername(value) {
      username.value = value;
      if (fieldErrors.value.username && value.trim()) fieldErrors.value = { ...fieldErrors.value, username: undefined };
    },

    setPassword(value) {
      password.value = value;
      if (fieldErrors.value.password && value) fieldErrors.value = { ...fieldErrors.value, password: undefined };
    },

    async submit() {
      if (pending.value) return { ok: false, reason: 'busy' };
      const found: AdminFieldErrors = {};
      if (!username.value.trim()) found.username = { key: 'admin.usernameRequired' };
      if (!password.value) found.password = { key: 'admin.passwordRequired' };
      if (found.username || found.password) {
        batch(() => {
          fieldErrors.value = found;
          error.value = null;
        });
        return { ok: false, reason: 'invalid' };
      }

      batch(() => {
        pending.value = true;
        error.value = null;
        fieldErrors.value = {};
      });
      const result = await adminLogin(runtime, { username: username.value, password: password.value });
      batch(() => {
        pending.value = false;
        if (result.ok) {
          password.value = '';
          return;
        }
        error.value = result.message;
        // A refused pair or a locked door: the password is of no further use. A network failure
        // keeps it, so the admin can simply try again.
        if (result.reason !== 'failed') password.value = '';
      });
      return result.ok ? result : { ok: false, reason: result.reason };
    },
  };
}

export interface AdminBarModel {
  /** The exit confirmation is open. */
  readonly confirming: ReadonlySignal<boolean>;
  /** Exit confirmed and the revoke under way. */
  readonly exiting: ReadonlySignal<boolean>;
  readonly showTextKeys: ReadonlySignal<boolean>;
  setShowTextKeys(on: boolean): void;
  /** Opens the confirmation; the player-message poll waits while it is open. */
  askExit(): void;
  cancelExit(): void;
  /** Ends admin mode (never throws). Resolves once the platform was told, or gave up. */
  confirmExit(): Promise<void>;
  /** The view went away: an open confirmation no longer holds the message poll. */
  dispose(): void;
}

/** The exit button's confirmation and the keys toggle, shared by `<casino-admin-bar>` and `<casino-admin>`. */
export function createAdminBarModel(runtime: Runtime): AdminBarModel {
  const confirming = signal(false);
  const exiting = signal(false);
  let release: (() => void) | null = null;

  const close = () => {
    confirming.value = false;
    release?.();
    release = null;
  };

  return {
    confirming,
    exiting,
    showTextKeys: computed(() => runtime.store.admin.value !== null && runtime.store.showTextKeys.value),
    setShowTextKeys: (on) => setShowTextKeys(runtime, on),
    askExit() {
      if (confirming.value || runtime.store.admin.value === null) return;
      release = holdDialog(runtime);
      confirming.value = true;
    },
    cancelExit() {
      if (!exiting.value) close();
    },
    async confirmExit() {
      if (exiting.value) return;
      exiting.value = true;
      try {
        await adminLogout(runtime);
      } finally {
        batch(() => {
          exiting.value = false;
          close();
        });
      }
    },
    dispose: close,
  };
}
