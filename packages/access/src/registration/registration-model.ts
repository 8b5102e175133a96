import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Runtime } from '@casino-sdk/core';
import { browserStorage, COOKIES, readCookie } from '@casino-sdk/core/internal';
import { createAccountStep, type AccountStep } from './account/account-step';
import type { CodesStep, Notify } from './codes/codes-step';
import { freshFlow, PHONE_DRAFT_KEY, readFlow, writeFlow, type DetailsHandoff, type Flow, type RegistrationStep, type Verification } from './registration-flow';
import type { RestoreStep } from './restore/restore-step';

export interface RegistrationModelOptions {
  /** The restore link's token (`/registration/:temp_token`): the flow starts at step -1. */
  tempToken?: string | null;
  /** Spec §2: `?promocode=` pre-fills the bonus code. */
  promocode?: string | null;
  /** The account's country for step 0; default the skin's first country, else Malta (the licence's). */
  country?: string | null;
  /** Toasts (spec §8: 3 s): the view passes the SDK's toaster. */
  notify: Notify;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
}

export interface RegistrationModel {
  readonly step: ReadonlySignal<RegistrationStep>;
  readonly verification: ReadonlySignal<Verification | null>;
  /** What step 2 starts from; null before it. */
  readonly details: ReadonlySignal<DetailsHandoff | null>;
  readonly account: AccountStep;
  /** Step 1's model; null until its code has loaded (`loadCodes`). */
  readonly codes: ReadonlySignal<CodesStep | null>;
  /** Loads step 1's code and makes its model, once: beside the account call, or at once when a reload resumes step 1. */
  loadCodes(): Promise<CodesStep>;
  /** Step -1's model; null without a restore link, or until its code has loaded (`restoreReady`). */
  readonly restore: ReadonlySignal<RestoreStep | null>;
  /** Step -1's model once its code has loaded (it starts loading with this model); null when the flow does not start at step -1. */
  readonly restoreReady: Promise<RestoreStep> | null;
  submitAccount(): Promise<boolean>;
  submitRestore(): Promise<boolean>;
  /** Step 1 → 2, once a code is confirmed. */
  continueToDetails(): boolean;
  /** Step 2 saved: every draft and the stored flow are forgotten; step 2 stays on screen for its closing panel. */
  finished(): void;
  /** Step 2 was saved: every step is done and none is current. */
  readonly completed: ReadonlySignal<boolean>;
  dispose(): void;
}

/** The licence's country, when neither the host nor the skin names one. */
const LICENCE_COUNTRY = 'MT';

/**
 * `<casino-registration>`'s flow without React: which step shows, who is registering and the
 * proof the later steps carry, and each step's form and calls. Steps 0, 1 and -1 live here;
 * step 2 (personal details) starts from `details`.
 */
export function createRegistrationModel(runtime: Runtime, options: RegistrationModelOptions): RegistrationModel {
  const storage = options.storage ?? browserStorage('sessionStorage');
  const saved = readFlow(storage);
  const token = options.tempToken?.trim() || null;
  const start: Flow = token ? (saved.restoredFrom === token && saved.step === 2 ? saved : { ...freshFlow(), step: -1 }) : saved.restoredFrom ? freshFlow() : saved;
  const flow = signal<Flow>(start);

  const skin = runtime.store.skinSettings;
  const country = () => options.country || skin.value.countries[0]?.code || LICENCE_COUNTRY;
  const defaultPrefix = skin.peek().countries.find((entry) => entry.code === country())?.phone_prefix ?? '';

  const referralCode = () => readCookie(COOKIES.referral)?.replace(/,/g, '').trim() || null;
  const account = createAccountStep(runtime, {
    promocode: options.promocode ?? null,
    country,
    referralCode,
    storage,
  });
  const verification = computed(() => flow.value.verification);
  // Step 1 is not the first screen of a new registration: its code stays out of the element's entry.
  const codes = signal<CodesStep | null>(null);
  let codesLoading: Promise<CodesStep> | null = null;
  const loadCodes = () =>
    (codesLoading ??= import('./codes/codes-step').then(({ createCodesStep }) => {
      const made = createCodesStep(runtime, { verification: () => verification.value, notify: options.notify, storage, phoneDraftKey: PHONE_DRAFT_KEY, defaultPrefix, now: options.now, progress: start.codes });
      codes.value = made;
      return made;
    }));
  if (start.step === 1) void loadCodes();
  // Step -1 is the first screen of a restore link only: its code loads then, beside the element's first render.
  const restore = signal<RestoreStep | null>(null);
  const restoreReady =
    token && start.step === -1 ? import('./restore/restore-step').then(({ createRestoreStep }) => (restore.value = createRestoreStep(runtime, token))) : null;
  const completed = signal(false);
  // A saved registration leaves nothing behind in the tab; until then a reload resumes it.
  const stopSaving = effect(() => writeFlow(storage, completed.value ? freshFlow() : { ...flow.value, codes: codes.value?.progress.value ?? flow.value.codes }));

  const move = (changes: Partial<Flow>) => (flow.value = { ...flow.value, ...changes });

  return {
    step: computed(() => flow.value.step),
    completed,
    verification,
    details: computed(() => {
      const { step, verification: proof, newsletter, currencyId, restoredFrom } = flow.value;
      if (step !== 2 || !proof) return null;
      return {
        ...proof,
        newsletter,
        currencyId,
        // After a restore step 0 never ran in this tab: the details step asks for what it lacks.
        nickname: restoredFrom ? undefined : account.form.fields.nickname.value.peek() || undefined,
        country: country(),
        referralCode: referralCode(),
        hasPhone: codes.peek()?.sms.verified.peek() ?? start.codes?.sms.verified ?? false,
      };
    }),
    account,
    codes,
    loadCodes,
    restore,
    restoreReady,

    async submitAccount() {
      const step1Loading = loadCodes();
      const outcome = await account.submit();
      if (!outcome.ok) return false;
      const { player_id: playerId, user_id: userId, registration_token: registrationToken } = outcome.result;
      if (!registrationToken) {
        // A platform without registration tokens cannot prove the later steps (decision 0021).
        account.form.setError({ key: 'registration.error_registration' });
        return false;
      }
      const step1 = await step1Loading;
      batch(() => {
        move({ step: 1, verification: { playerId, userId, registrationToken }, newsletter: outcome.newsletter, currencyId: outcome.currencyId });
        step1.started();
      });
      return true;
    },

    async submitRestore() {
      const step = await restoreReady;
      if (!step || !token) return false;
      const outcome = await step.submit();
      if (!outcome.ok) return false;
      move({ step: 2, verification: outcome.verification, restoredFrom: token });
      return true;
    },

    continueToDetails() {
      if (flow.value.step !== 1 || !codes.peek()?.canContinue.value) return false;
      move({ step: 2 });
      return true;
    },

    finished() {
      account.form.reset();
      const step1 = codes.peek();
      // Step 1's code may never have loaded in this tab (a reload at step 2): its phone draft goes all the same.
      if (step1) step1.phone.reset();
      else storage?.removeItem(PHONE_DRAFT_KEY);
      completed.value = true;
    },

    dispose() {
      stopSaving();
      account.dispose();
      void codesLoading?.then((step1) => step1.dispose());
    },
  };
}
