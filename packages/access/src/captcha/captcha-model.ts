import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import { registrationCalls } from '../calls';

/**
 * An operator's captcha widget (reCAPTCHA, hCaptcha, Turnstile...): the seam for a skin whose
 * captcha key is a vendor's. The SDK ships none; the operator passes one, and the platform's
 * verifier checks the vendor's token at save (decision 0021).
 */
export interface CaptchaVendor {
  /** Whether this vendor serves the skin's key. */
  accepts(key: string): boolean;
  /**
   * Draws the widget into `container`; calls `onResponse` with the vendor's token once solved, and
   * with null when it expires. Returns what removes it.
   */
  mount(container: HTMLElement, options: { key: string; language: string; onResponse: (token: string | null) => void }): () => void;
}

export interface CaptchaPicture {
  token: string;
  /** The SVG as an image address: drawn by the browser as a picture, never as markup in the page. */
  src: string;
  alt: string;
}

export type CaptchaState =
  /** The skin has no captcha key: nothing to pass. */
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'picture'; picture: CaptchaPicture }
  | { kind: 'failed' }
  | { kind: 'vendor'; vendor: CaptchaVendor; key: string };

export interface CaptchaModel {
  readonly state: ReadonlySignal<CaptchaState>;
  /** A challenge is there to answer (or there is none to pass): what "captcha passed" needs before the answer. */
  readonly ready: ReadonlySignal<boolean>;
  /** The token the answer goes with: the picture's, or the vendor's once solved. */
  readonly token: ReadonlySignal<string | null>;
  /** What stands between the typed answer and a passable captcha: the answer field's validator. */
  problem(answer: string): 'details.captchaLoading' | 'details.captchaFailed' | 'details.captchaRequired' | null;
  /** A new picture (after a wrong answer, or when the player cannot read this one). */
  refresh(): Promise<void>;
  /** For the vendor widget. */
  setVendorToken(token: string | null): void;
}

/**
 * The captcha for the skin's key: the sandbox's picture sum (`GET auth/captcha?key`), or an
 * operator's vendor widget when a vendor accepts the key. Registration step 2 passes one to save;
 * the login shows one once the platform asks for it (decision 0035). Single use on the server:
 * every attempt needs a new picture.
 */
export function createCaptchaModel(runtime: Runtime, key: string | null, vendor: CaptchaVendor | undefined): CaptchaModel {
  const initial: CaptchaState = !key ? { kind: 'none' } : vendor?.accepts(key) ? { kind: 'vendor', vendor, key } : { kind: 'loading' };
  const state = signal<CaptchaState>(initial);
  const vendorToken = signal<string | null>(null);
  let asked = 0;

  async function refresh() {
    if (!key || state.value.kind === 'vendor' || state.value.kind === 'none') return;
    const mine = ++asked;
    state.value = { kind: 'loading' };
    try {
      const registrationApi = await registrationCalls();
      const challenge = await runtime.client.call(registrationApi.captcha, { query: { key } });
      if (mine !== asked) return;
      state.value = { kind: 'picture', picture: { token: challenge.token, src: `data:image/svg+xml,${encodeURIComponent(challenge.svg)}`, alt: challenge.alt } };
    } catch (caught) {
      if (mine !== asked) return;
      if (!isApiError(caught)) throw caught;
      state.value = { kind: 'failed' };
    }
  }

  return {
    state,
    ready: computed(() => ['none', 'picture'].includes(state.value.kind) || (state.value.kind === 'vendor' && vendorToken.value !== null)),
    token: computed(() => {
      const current = state.value;
      if (current.kind === 'picture') return current.picture.token;
      if (current.kind === 'vendor') return vendorToken.value;
      return null;
    }),
    problem(answer) {
      const current = state.value;
      if (current.kind === 'none') return null;
      if (current.kind === 'loading') return 'details.captchaLoading';
      if (current.kind === 'failed') return 'details.captchaFailed';
      if (current.kind === 'vendor') return vendorToken.value ? null : 'details.captchaRequired';
      return answer.trim() ? null : 'details.captchaRequired';
    },
    refresh,
    setVendorToken(token) {
      vendorToken.value = token;
    },
  };
}

/**
 * A login's security check (decision 0035): none until the platform asks for one (422
 * `captcha_required`); from then on a picture of the skin's key, whose answer goes with every
 * attempt, and a new picture after each, since the platform spends it. The player and admin logins
 * share it.
 */
export interface CaptchaStepUp {
  /** Null until the platform asks. */
  readonly captcha: ReadonlySignal<CaptchaModel | null>;
  /** The answer field's validator: nothing to pass until the platform asks. */
  problem(answer: string): string | null;
  /** What the next attempt sends, while a captcha shows. */
  proof(answer: string): { token: string; answer: string } | undefined;
  /** After an attempt the platform refused: a new picture if one showed, or if it was `asked` for. */
  next(asked: boolean): void;
}

export function createCaptchaStepUp(runtime: Runtime, resetAnswer: () => void): CaptchaStepUp {
  const captcha = signal<CaptchaModel | null>(null);
  return {
    captcha,
    problem: (answer) => captcha.value?.problem(answer) ?? null,
    proof(answer) {
      const token = captcha.value?.token.value;
      return token ? { token, answer: answer.trim() } : undefined;
    },
    next(asked) {
      if (!captcha.value && !asked) return;
      batch(() => {
        captcha.value ??= createCaptchaModel(runtime, runtime.store.skinSettings.value.google_captcha?.key ?? null, undefined);
        resetAnswer();
      });
      void captcha.value!.refresh();
    },
  };
}
