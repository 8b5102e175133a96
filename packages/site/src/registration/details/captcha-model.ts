import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';

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
  /** A new picture (after a wrong answer, or when the player cannot read this one). */
  refresh(): Promise<void>;
  /** For the vendor widget. */
  setVendorToken(token: string | null): void;
}

/**
 * The captcha of step 2 for the skin's key: the sandbox's picture sum (`GET auth/captcha?key`),
 * or an operator's vendor widget when a vendor accepts the key. Single use on the server: every
 * save attempt needs a new picture.
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
      const { registrationApi } = await import('@casino-sdk/core/contract/registration');
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
    refresh,
    setVendorToken(token) {
      vendorToken.value = token;
    },
  };
}

/** What keeps "captcha passed" from holding, for the answer field's rule; null when it holds. */
export function captchaAnswerProblem(captcha: CaptchaModel, answer: string): string | null {
  const state = captcha.state.value;
  if (state.kind === 'none') return null;
  if (state.kind === 'loading') return 'details.captchaLoading';
  if (state.kind === 'failed') return 'details.captchaFailed';
  if (state.kind === 'vendor') return captcha.token.value ? null : 'details.captchaRequired';
  return answer.trim() ? null : 'details.captchaRequired';
}
