/**
 * The identity vendor behind one adapter (decision 0054), shaped after the Sumsub, Onfido and Veriff
 * web SDKs: mounted into an element with an access token, a way to get a fresh one and the player's
 * language; it reports `ready`, `submitted` and `error`, follows a language change, and is destroyed
 * when the player leaves. Its events only say what happened in the page: the verdict is the
 * platform's, read from the platform.
 */
export type VendorEvent = 'ready' | 'submitted' | 'error';

export interface VendorSession {
  on(event: VendorEvent, listener: (detail?: { code?: string }) => void): void;
  setLocale(locale: string): void;
  destroy(): void;
}

export interface VendorMountOptions {
  token: string;
  /** Asked when the token has expired (Sumsub's getNewAccessToken, Onfido's token refresh). */
  getToken(): Promise<string>;
  locale: string;
}

export interface IdentityVendor {
  mount(el: HTMLElement, options: VendorMountOptions): VendorSession;
}

/** The web SDK module the sandbox vendor serves (`init`, as Sumsub's `snsWebSdk.init` and Onfido's `Onfido.init`). */
export interface VendorSdkModule {
  init(options: { container: HTMLElement; accessToken: string; getNewAccessToken(): Promise<string>; lang: string }): {
    on(event: string, listener: (detail?: { code?: string }) => void): unknown;
    setLanguage(lang: string): void;
    destroy(): void;
  };
}

export type ImportModule = (url: string) => Promise<unknown>;

const importModule: ImportModule = (url) => import(/* @vite-ignore */ url);

/** The URL when its origin is one the skin allows (`kyc_origins`) over http(s); null otherwise. */
export function allowedSdkUrl(raw: string | undefined, allowedOrigins: readonly string[]): string | null {
  try {
    const url = new URL(raw ?? '');
    const allowed = allowedOrigins.some((entry) => {
      try {
        return new URL(entry).origin === url.origin;
      } catch {
        return false;
      }
    });
    return allowed && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
  } catch {
    return null;
  }
}

function isSdkModule(value: unknown): value is VendorSdkModule {
  return typeof value === 'object' && value !== null && typeof (value as { init?: unknown }).init === 'function';
}

/**
 * Loads the vendor's web SDK from `sdkUrl` (an access token's `sdk_url`), only from an origin on the
 * skin's `kyc_origins`, and only now: it is never part of the element's entry. Null when the URL is
 * not allowed.
 */
export async function loadIdentityVendor(sdkUrl: string | undefined, allowedOrigins: readonly string[], load: ImportModule = importModule): Promise<IdentityVendor | null> {
  const url = allowedSdkUrl(sdkUrl, allowedOrigins);
  if (!url) return null;
  const sdk = await load(url);
  if (!isSdkModule(sdk)) throw new Error('The identity vendor did not load.');
  return {
    mount(el, { token, getToken, locale }) {
      const session = sdk.init({ container: el, accessToken: token, getNewAccessToken: getToken, lang: locale });
      return {
        on: (event, listener) => void session.on(event, listener),
        setLocale: (next) => session.setLanguage(next),
        destroy: () => session.destroy(),
      };
    },
  };
}
