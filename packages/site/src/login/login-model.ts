import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import { isApiError, login, type Runtime } from '@casino-sdk/core';

/** Either a translation key (our own texts) or text that came from the server as it is. */
export type Message = { key: string } | { text: string };

export interface LoginFieldErrors {
  username?: Message;
  password?: Message;
}

export type LoginOutcome =
  | { ok: true; playerId: number }
  | { ok: false; reason: 'invalid' | 'failed' | 'busy' | 'blocked' };

/**
 * Logins are blocked for a while (spec §8: the dialog 'Attention / You have made too many login
 * attempts. Please try again in 10 minutes', with links to recovery and support). The platform's
 * 429 sets it; the spec's own attempt counter (§4) is to set the same state, so there is one way
 * to show it.
 */
export interface LoginBlock {
  /** Whole minutes until logins are taken again: the platform's Retry-After, else the spec's 10. */
  minutes: number;
}

/** The spec's wait when the platform does not say how long. */
export const DEFAULT_BLOCK_MINUTES = 10;

export interface LoginModel {
  readonly username: ReadonlySignal<string>;
  readonly password: ReadonlySignal<string>;
  readonly pending: ReadonlySignal<boolean>;
  /** The alert above the form: the server's message for a refused login. */
  readonly error: ReadonlySignal<Message | null>;
  readonly fieldErrors: ReadonlySignal<LoginFieldErrors>;
  /** Set while the too-many-attempts dialog is to show. */
  readonly blocked: ReadonlySignal<LoginBlock | null>;
  readonly canSubmit: ReadonlySignal<boolean>;
  setUsername(value: string): void;
  setPassword(value: string): void;
  /** Checks the required fields, then logs in. Never throws. */
  submit(): Promise<LoginOutcome>;
  /** Closes the too-many-attempts dialog. */
  dismissBlocked(): void;
}

function firstFieldMessage(errors: Record<string, string[]>, field: string): Message | undefined {
  const text = errors[field]?.[0];
  return text ? { text } : undefined;
}

/**
 * The login form's state and flow, without React: required-field checks in the browser, one
 * login call at a time, the server's own message on refusal (spec §8: the response goes to an
 * alert), and the username kept for the next try.
 */
export function createLoginModel(runtime: Runtime): LoginModel {
  const username: Signal<string> = signal('');
  const password: Signal<string> = signal('');
  const pending = signal(false);
  const error = signal<Message | null>(null);
  const fieldErrors = signal<LoginFieldErrors>({});
  const blocked = signal<LoginBlock | null>(null);

  function validate(): LoginFieldErrors {
    const found: LoginFieldErrors = {};
    if (!username.value.trim()) found.username = { key: 'login.usernameRequired' };
    if (!password.value) found.password = { key: 'login.passwordRequired' };
    return found;
  }

  return {
    username,
    password,
    pending,
    error,
    fieldErrors,
    blocked,
    canSubmit: computed(() => !pending.value),

    setUsername(value) {
      username.value = value;
      // A required-field message goes as soon as the field is filled, not on the next submit.
      if (fieldErrors.value.username && value.trim()) fieldErrors.value = { ...fieldErrors.value, username: undefined };
    },

    setPassword(value) {
      password.value = value;
      if (fieldErrors.value.password && value) fieldErrors.value = { ...fieldErrors.value, password: undefined };
    },

    async submit() {
      if (pending.value) return { ok: false, reason: 'busy' };
      const found = validate();
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
        blocked.value = null;
      });
      try {
        await login(runtime, { username: username.value, password: password.value });
        const session = runtime.store.session.value;
        if (!session) {
          // The token came but the player could not be loaded: the session already ended (spec §4).
          error.value = { key: 'login.failed' };
          return { ok: false, reason: 'failed' };
        }
        password.value = '';
        return { ok: true, playerId: session.playerId };
      } catch (caught) {
        if (isApiError(caught) && caught.kind === 'http' && caught.status === 429) {
          // The platform's throttle: the dialog, not the alert.
          const asked = caught.requestedRetryAfterMs;
          const minutes = asked === null ? DEFAULT_BLOCK_MINUTES : Math.max(1, Math.ceil(asked / 60_000));
          blocked.value = { minutes };
          return { ok: false, reason: 'blocked' };
        }
        batch(() => {
          if (isApiError(caught)) {
            error.value = caught.kind === 'http' && caught.message ? { text: caught.message } : { key: caught.messageKey };
            const serverFields = {
              username: firstFieldMessage(caught.fieldErrors, 'username'),
              password: firstFieldMessage(caught.fieldErrors, 'password'),
            };
            if (serverFields.username || serverFields.password) fieldErrors.value = serverFields;
          } else {
            error.value = { key: 'errors.generic' };
          }
        });
        return { ok: false, reason: 'failed' };
      } finally {
        pending.value = false;
      }
    },

    dismissBlocked() {
      blocked.value = null;
    },
  };
}
