import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import { kycLevels, type KycItem } from '@casino-sdk/core/contract/kyc-item';
import { failureMessage, type FormMessage, type ViewLoad } from '@casino-sdk/core/form';
import { kycCalls, playerCalls } from '../calls';
import { loadIdentityVendor, type ImportModule, type VendorSession } from './identity-vendor';

/** How often the view asks the platform for a submitted check's verdict (the house's player poll). */
export const KYC_POLL_MS = 5_000;

const PLAYER_QUERY = { kyc: 1, marketing: 1, riskyCountry: 1 } as const;


/** The check of one level in this page: its vendor opening, open, sent (waiting for the platform's verdict), or failed to open. */
export type Verification =
  | { kind: 'idle' }
  | { kind: 'opening'; level: string }
  | { kind: 'open'; level: string }
  | { kind: 'submitted'; level: string }
  | { kind: 'failed'; level: string; message: FormMessage };

export interface KycModel {
  /** The player's KYC levels as the platform last said. */
  readonly levels: ReadonlySignal<readonly KycItem[]>;
  readonly load: ReadonlySignal<ViewLoad>;
  readonly verification: ReadonlySignal<Verification>;
  /** The ID and selfie level may be offered (player-area spec §4). */
  readonly offersSelfie: ReadonlySignal<boolean>;
  start(): () => void;
  reload(): Promise<void>;
  /** Opens the vendor for `level` in `slot`, a light-DOM element of the view. */
  verify(level: string, slot: HTMLElement): Promise<void>;
  /** Moves the player to the ID and selfie level, then opens its check. */
  startSelfie(slot: HTMLElement): Promise<void>;
  /**
   * Where the game page sends a player of a risky country (`/kyc?lv=selfie`, front-end spec §6): the
   * selfie level's check opened at once, the level made first when the player has none.
   */
  openSelfie(slot: HTMLElement): Promise<void>;
  /** Takes the vendor out of the page. */
  close(): void;
  dispose(): void;
}

export interface KycOptions {
  /** How the vendor's web SDK module is loaded; a dynamic import by default. */
  importModule?: ImportModule;
}

/** A Verify button shows while the level is not accepted (spec §4). */
export const needsVerify = (item: KycItem) => item.status !== 'accepted';

/** Spec §4: the selfie prompt is hidden when a level is initialized or pending, or one is the selfie level. */
export function offersSelfieLevel(levels: readonly KycItem[]): boolean {
  return !levels.some((item) => item.status === 'initialized' || item.status === 'pending' || item.level === kycLevels.selfie);
}

/**
 * The KYC page (player-area spec §2, §4, §7; decision 0054): the player's levels with their status,
 * and Verify, which asks the platform for the vendor's access token and mounts the vendor's web SDK.
 * After the vendor says the check was sent, the verdict is read from the platform, polled, never
 * taken from the vendor's event.
 */
export function createKycModel(runtime: Runtime, options: KycOptions = {}): KycModel {
  const { store, client, scheduler } = runtime;
  const load = signal<ViewLoad>({ kind: 'loading' });
  const verification = signal<Verification>({ kind: 'idle' });
  const levels = computed(() => store.player.value?.kyc ?? []);
  const offersSelfie = computed(() => load.value.kind === 'ready' && offersSelfieLevel(levels.value));
  let session: VendorSession | null = null;
  let stopSession: (() => void)[] = [];
  let disposed = false;

  async function refresh(): Promise<void> {
    const calls = await playerCalls();
    const fresh = await client.call(calls.get, { query: PLAYER_QUERY });
    batch(() => {
      store.player.value = fresh;
      store.balance.value = fresh.balance;
    });
  }

  async function reload(): Promise<void> {
    load.value = { kind: 'loading' };
    try {
      await refresh();
      load.value = { kind: 'ready' };
    } catch (caught) {
      load.value = { kind: 'error', message: failureMessage(caught) };
    }
  }

  async function accessToken(level: string) {
    const calls = await kycCalls();
    return client.call(calls.accessToken, { params: { id: String(store.player.value?.user_id ?? '') }, query: { level } });
  }

  function close(): void {
    for (const stop of stopSession) stop();
    stopSession = [];
    session?.destroy();
    session = null;
    verification.value = { kind: 'idle' };
  }

  /** Once sent, the platform says where the level stands: polled until the vendor's review has moved it. */
  function awaitVerdict(level: string): void {
    verification.value = { kind: 'submitted', level };
    stopSession.push(
      scheduler.poll(
        async () => {
          await refresh();
          const status = levels.value.find((item) => item.level === level)?.status;
          if (status === 'accepted' || status === 'rejected') close();
        },
        { intervalMs: KYC_POLL_MS, immediate: true },
      ),
    );
  }

  async function verify(level: string, slot: HTMLElement): Promise<void> {
    const current = verification.value;
    if (current.kind === 'opening' || disposed) return;
    close();
    verification.value = { kind: 'opening', level };
    try {
      const answer = await accessToken(level);
      const vendor = await loadIdentityVendor(answer.sdk_url, store.skinSettings.value.kyc_origins ?? [], options.importModule);
      if (disposed) return;
      if (!vendor) {
        verification.value = { kind: 'failed', level, message: { key: 'kyc.vendorRefused' } };
        return;
      }
      const opened = vendor.mount(slot, { token: answer.token, getToken: async () => (await accessToken(level)).token, locale: store.language.peek() });
      session = opened;
      verification.value = { kind: 'open', level };
      opened.on('submitted', () => awaitVerdict(level));
      opened.on('error', (detail) => {
        // The vendor's frame shows its own errors; a token it could not renew ends this check.
        if (detail?.code === 'token_refresh_failed') {
          close();
          verification.value = { kind: 'failed', level, message: { key: 'kyc.vendorFailed' } };
        }
      });
      let first = true;
      stopSession.push(
        effect(() => {
          const language = store.language.value;
          if (!first) opened.setLocale(language);
          first = false;
        }),
      );
    } catch (caught) {
      if (isApiError(caught) && caught.kind === 'http' && caught.status === 409) {
        // Accepted meanwhile: the list says so.
        verification.value = { kind: 'idle' };
        await reload();
        return;
      }
      verification.value = { kind: 'failed', level, message: isApiError(caught) ? failureMessage(caught) : { key: 'kyc.vendorFailed' } };
    }
  }

  async function startSelfie(slot: HTMLElement): Promise<void> {
    try {
      const calls = await kycCalls();
      await client.call(calls.setLevel, { params: { id: String(store.player.value?.user_id ?? '') }, body: { level: kycLevels.selfie } });
      await refresh();
    } catch (caught) {
      verification.value = { kind: 'failed', level: kycLevels.selfie, message: failureMessage(caught) };
      return;
    }
    await verify(kycLevels.selfie, slot);
  }

  async function openSelfie(slot: HTMLElement): Promise<void> {
    const selfie = levels.value.find((item) => item.level === kycLevels.selfie);
    if (selfie) {
      if (needsVerify(selfie) && selfie.status !== 'pending') await verify(selfie.level, slot);
    } else if (offersSelfie.value) {
      await startSelfie(slot);
    }
  }

  return {
    levels,
    load,
    verification,
    offersSelfie,
    openSelfie,
    start() {
      void reload();
      return close;
    },
    reload,
    verify,
    startSelfie,
    close,
    dispose() {
      disposed = true;
      close();
    },
  };
}
