import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { type Runtime } from '@casino-sdk/core';
import { createForm, type FormModel } from '@casino-sdk/core/form';
import { adminLogin, adminLogout, holdDialog, setShowTextKeys, type AdminText } from '@casino-sdk/core/internal';
import { createCaptchaStepUp, type CaptchaModel } from '@casino-sdk/access/captcha/captcha-model';

export interface AdminFieldErrors {
  username?: AdminText;
  password?: AdminText;
}

export interface AdminAccessValues {
  username: string;
  password: string;
  /** The security check's answer, once the platform asks for one. */
  captchaAnswer: string;
}

export type AdminAccessOutcome =
  | { ok: true; username: string }
  | { ok: false; reason: 'invalid' | 'busy' | 'incorrect' | 'throttled' | 'captcha' | 'failed' };

export interface AdminAccessModel {
  /** The fields, for the view's bound inputs. */
  readonly form: FormModel<AdminAccessValues>;
  readonly username: ReadonlySignal<string>;
  readonly password: ReadonlySignal<string>;
  readonly pending: ReadonlySignal<boolean>;
  /** The alert above the form: 'Incorrect credentials', the wait after too many tries, a network error. */
  readonly error: ReadonlySignal<AdminText | null>;
  readonly fieldErrors: ReadonlySignal<AdminFieldErrors>;
  /** The security check, once the platform asks for one (decision 0035: many failed logins, an address new to the admin). */
  readonly captcha: ReadonlySignal<CaptchaModel | null>;
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
  const form = createForm<AdminAccessValues>({
    fields: {
      username: { initial: '', required: 'admin.usernameRequired', trim: true },
      password: { initial: '', required: 'admin.passwordRequired', secret: true },
      captchaAnswer: { initial: '', secret: true, validators: [(answer) => stepUp.problem(answer)] },
    },
  });
  const { username, password, captchaAnswer } = form.fields;
  const stepUp = createCaptchaStepUp(runtime, () => captchaAnswer.reset());

  return {
    form,
    username: username.value,
    password: password.value,
    pending: form.busy,
    // Admin texts are always keys: adminLogin words every refusal itself.
    error: form.error as ReadonlySignal<AdminText | null>,
    fieldErrors: computed(() => {
      const found: AdminFieldErrors = {};
      if (username.error.value) found.username = username.error.value as AdminText;
      if (password.error.value) found.password = password.error.value as AdminText;
      return found;
    }),
    captcha: stepUp.captcha,
    setUsername: username.set,
    setPassword: password.set,

    async submit() {
      const sent = await form.submit(async (values) => {
        const captcha = stepUp.proof(values.captchaAnswer);
        const result = await adminLogin(runtime, { username: values.username, password: values.password, ...(captcha ? { captcha } : {}) });
        batch(() => {
          if (result.ok) {
            password.reset();
            return;
          }
          stepUp.next(result.reason === 'captcha');
          form.setError(result.message);
          // Asked for the security check: the password stays for the try with its answer.
          if (result.reason === 'captcha') return;
          // A refused pair or a locked door: the password is of no further use, and the next
          // try starts there. A network failure keeps it, so the admin can simply try again.
          if (result.reason !== 'failed') {
            password.reset();
            form.focus('password');
          }
        });
        return result;
      });
      if (!sent.ok) return sent;
      return sent.value.ok ? sent.value : { ok: false, reason: sent.value.reason };
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
