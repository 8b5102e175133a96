import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { type Consent, type Runtime } from '@casino-sdk/core';
import { saveConsent } from '@casino-sdk/core/internal';
import { type ConsentChoice } from '@casino-sdk/core/rules';

/** Nothing but essential cookies: what the boxes show before any choice. */
export const NO_OPTIONAL_COOKIES: Consent = { functional: false, statistical: false };

/** The two optional kinds the panel offers, in the order shown (Essential is always on, above them). */
export const OPTIONAL_COOKIES = ['functional', 'statistical'] as const satisfies ReadonlyArray<keyof Consent>;

export interface ConsentModel {
  /** The panel shows: no choice was made yet (no `cookieConfirmed` cookie), or it was asked for again. */
  readonly visible: ReadonlySignal<boolean>;
  /** Shown on request while a choice already exists (`casino-open-consent`), not for a first visit. */
  readonly reopened: ReadonlySignal<boolean>;
  /** The Settings disclosure with the three checkboxes. */
  readonly settingsOpen: ReadonlySignal<boolean>;
  /** The optional boxes as ticked now; saved only by "Save and close settings". */
  readonly ticked: ReadonlySignal<Consent>;
  toggleSettings(): void;
  setTicked(kind: keyof Consent, on: boolean): void;
  /** Shows the panel again with the current choice ticked and the settings open. */
  reopen(): void;
  /** Hides a reopened panel without saving; a first visit cannot be dismissed (returns false). */
  dismiss(): boolean;
  /**
   * 1: Confirm All; 2: Save and close settings (as ticked); 3: Only accept essential cookies.
   * Writes `cookieConfirmed` through core's `saveConsent` and hides the panel.
   */
  save(choice: ConsentChoice): Consent;
}

/**
 * The cookie panel's state, without React. The choice itself (cookie value e / ef / es / efs, the
 * store's `consent`, the SDK's `consent-change` event) belongs to core's `saveConsent`; this model
 * only decides what the panel shows and which boxes are ticked.
 */
export function createConsentModel(runtime: Runtime): ConsentModel {
  const { consent } = runtime.store;
  const reopened = signal(false);
  const settingsOpen = signal(false);
  const ticked = signal<Consent>({ ...(consent.value ?? NO_OPTIONAL_COOKIES) });

  return {
    visible: computed(() => consent.value === null || reopened.value),
    reopened,
    settingsOpen,
    ticked,
    toggleSettings() {
      settingsOpen.value = !settingsOpen.value;
    },
    setTicked(kind, on) {
      ticked.value = { ...ticked.value, [kind]: on };
    },
    reopen() {
      batch(() => {
        ticked.value = { ...(consent.value ?? NO_OPTIONAL_COOKIES) };
        settingsOpen.value = true;
        reopened.value = true;
      });
    },
    dismiss() {
      if (consent.value === null || !reopened.value) return false;
      batch(() => {
        reopened.value = false;
        settingsOpen.value = false;
      });
      return true;
    },
    save(choice) {
      const saved = saveConsent(runtime, choice, ticked.value);
      batch(() => {
        ticked.value = { ...saved };
        reopened.value = false;
        settingsOpen.value = false;
      });
      return saved;
    },
  };
}
