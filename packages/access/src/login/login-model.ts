import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, login, type Runtime } from '@casino-sdk/core';
import { createForm, failureMessage, type FormMessage, type FormModel } from '@casino-sdk/core/form';
import { COOKIES, deleteCookie, forgetLoginAttempts, readCookie, writeCookie } from '@casino-sdk/core/internal';
import {
  attemptCookieValues,
  attemptLogin,
  blockMinutesLeft,
  readAttemptCookies,
  RECOVERY_EXPIRATION_HOURS,
  type AttemptCall,
  type LoginAttempts,
} from '@casino-sdk/core/rules';
import { createCaptchaStepUp, type CaptchaModel } from '../captcha/captcha-model';
import { authCalls } from '../calls';

/** Either a translation key (our own texts) or text that came from the server as it is. */
export type Message = FormMessage;

export interface LoginValues {
  username: string;
  password: string;
  /** The captcha's answer, once the platform asks for one. */
  captchaAnswer: string;
}

export interface LoginFieldErrors {
  username?: Message;
  password?: Message;
}

export type LoginOutcome =
  | { ok: true; playerId: number }
  | { ok: false; reason: 'invalid' | 'failed' | 'busy' | 'blocked' | 'captcha' };

/**
 * Logins are blocked for a while (spec §8: the dialog 'Attention / You have made too many login
 * attempts. Please try again in 10 minutes', with links to recovery and support). The spec's
 * attempt counter (§4, from the 5th attempt) and the platform's 429 set the same state, so there
 * is one way to show it.
 */
export interface LoginBlock {
  /** Whole minutes until logins are taken again: the platform's Retry-After, else the spec's 10. */
  minutes: number;
}

/** The spec's wait when the platform does not say how long. */
export const DEFAULT_BLOCK_MINUTES = 10;

export interface LoginModel {
  /** The fields, for the view's bound inputs. */
  readonly form: FormModel<LoginValues>;
  readonly username: ReadonlySignal<string>;
  readonly password: ReadonlySignal<string>;
  readonly pending: ReadonlySignal<boolean>;
  /** The alert above the form: the server's message for a refused login. */
  readonly error: ReadonlySignal<Message | null>;
  readonly fieldErrors: ReadonlySignal<LoginFieldErrors>;
  /** Set while the too-many-attempts dialog is to show. */
  readonly blocked: ReadonlySignal<LoginBlock | null>;
  /**
   * The security check, from the moment the platform asks for one with the logins (422
   * `captcha_required`: the account is under attack and this address new to it, decision 0035);
   * null before. Every later attempt sends its answer, and every attempt spends the picture.
   */
  readonly captcha: ReadonlySignal<CaptchaModel | null>;
  readonly canSubmit: ReadonlySignal<boolean>;
  setUsername(value: string): void;
  setPassword(value: string): void;
  /** Checks the required fields, then logs in. Never throws. */
  submit(): Promise<LoginOutcome>;
  /** Closes the too-many-attempts dialog. */
  dismissBlocked(): void;
}

/**
 * The login form's state and flow, without React: required-field checks in the browser, one
 * login call at a time, the server's own message on refusal (spec §8: the response goes to an
 * alert), and the username kept for the next try.
 */
export interface LoginModelOptions {
  /** The page's clock, which the attempt cookies' end times are read against. */
  now?: () => number;
}

/** The attempt counter and recovery status as the cookies hold them. */
function savedAttempts(): LoginAttempts {
  return readAttemptCookies(readCookie(COOKIES.loginAttempts), readCookie(COOKIES.recoveryStatus));
}

function saveAttempts(state: LoginAttempts, now: number): void {
  const values = attemptCookieValues(state);
  const write = (name: string, value: string | null, endsAt: number | null) => {
    if (value === null || endsAt === null) deleteCookie(name);
    else writeCookie(name, value, Math.max(1, Math.ceil((endsAt - now) / 1000)));
  };
  write(COOKIES.loginAttempts, values.counter, state.countEndsAt);
  write(COOKIES.recoveryStatus, values.status, state.statusEndsAt);
}

/**
 * The recovery status's step on the platform: a password recovery for the name typed, or the
 * many-attempts mail. Nothing to show either way (the dialog already shows), so a failure is logged.
 */
async function reportAttempts(runtime: Runtime, call: Exclude<AttemptCall, null>, username: string): Promise<void> {
  try {
    const authApi = await authCalls();
    if (call === 'password-recovery') {
      await runtime.client.call(authApi.recoverPassword, { body: { username, expiration_hours: RECOVERY_EXPIRATION_HOURS } });
    } else {
      await runtime.client.call(authApi.manyAttempts, { body: { username } });
    }
  } catch (error) {
    console.warn(`[casino-sdk] the ${call} call after too many login attempts failed.`, error);
  }
}

export function createLoginModel(runtime: Runtime, { now = Date.now }: LoginModelOptions = {}): LoginModel {
  const form = createForm<LoginValues>({
    fields: {
      username: { initial: '', required: 'login.usernameRequired', trim: true },
      password: { initial: '', required: 'login.passwordRequired', secret: true },
      captchaAnswer: { initial: '', secret: true, validators: [(answer) => stepUp.problem(answer)] },
    },
  });
  const { username, password, captchaAnswer } = form.fields;
  const blocked = signal<LoginBlock | null>(null);
  const stepUp = createCaptchaStepUp(runtime, () => captchaAnswer.reset());

  return {
    form,
    username: username.value,
    password: password.value,
    pending: form.busy,
    error: form.error,
    fieldErrors: computed(() => {
      const found: LoginFieldErrors = {};
      if (username.error.value) found.username = username.error.value;
      if (password.error.value) found.password = password.error.value;
      return found;
    }),
    blocked,
    captcha: stepUp.captcha,
    canSubmit: computed(() => !form.busy.value),
    setUsername: username.set,
    setPassword: password.set,

    async submit() {
      if (form.busy.value) return { ok: false, reason: 'busy' };
      try {
        const sent = await form.submit(async (values) => {
          blocked.value = null;
          const attempt = attemptLogin(savedAttempts(), now());
          saveAttempts(attempt.next, now());
          if (attempt.blocked) {
            blocked.value = { minutes: blockMinutesLeft(attempt.next, now()) };
            if (attempt.call) await reportAttempts(runtime, attempt.call, values.username);
            return 'blocked' as const;
          }
          const captcha = stepUp.proof(values.captchaAnswer);
          await login(runtime, { username: values.username, password: values.password, ...(captcha ? { captcha } : {}) });
          forgetLoginAttempts();
          return runtime.store.session.value;
        });
        if (!sent.ok) return sent;
        if (sent.value === 'blocked') return { ok: false, reason: 'blocked' };
        if (!sent.value) {
          // The token came but the player could not be loaded: the session already ended (spec §4).
          form.setError({ key: 'login.failed' });
          return { ok: false, reason: 'failed' };
        }
        password.reset();
        return { ok: true, playerId: sent.value.playerId };
      } catch (caught) {
        if (isApiError(caught) && caught.kind === 'http' && caught.status === 429) {
          // The platform's throttle: the dialog, not the alert.
          const asked = caught.requestedRetryAfterMs;
          const minutes = asked === null ? DEFAULT_BLOCK_MINUTES : Math.max(1, Math.ceil(asked / 60_000));
          blocked.value = { minutes };
          return { ok: false, reason: 'blocked' };
        }
        const code = isApiError(caught) && caught.kind === 'http' ? caught.code : undefined;
        if (code === 'captcha_required' || code === 'captcha_wrong') {
          stepUp.next(true);
          form.setError({ key: code === 'captcha_required' ? 'login.captchaRequired' : 'details.captcha_wrong' });
          return { ok: false, reason: 'captcha' };
        }
        stepUp.next(false);
        form.setError(failureMessage(caught));
        if (isApiError(caught)) form.applyServerErrors(caught.fieldErrors);
        return { ok: false, reason: 'failed' };
      }
    },

    dismissBlocked() {
      blocked.value = null;
    },
  };
}
