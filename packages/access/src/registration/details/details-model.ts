import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import type { Country } from '@casino-sdk/core/contract/skin';
import { createForm, type FormModel } from '@casino-sdk/core/form';
import { birthYears, cleanName, cleanPhoneNumber, cleanPhonePrefix, dobFromParts, dobProblem, EMPTY_DATE_PARTS, isLimitText, jurisdictionProfile, type DateParts } from '@casino-sdk/core/rules';
import { mobileNumberProblem } from '@casino-sdk/core/rules/phone-number';
import { createCaptchaModel, type CaptchaModel, type CaptchaVendor } from '../../captcha/captcha-model';
import { savePayload, type DetailsValues } from './details-payload';
import { createRefusals, serverFailed, waitMessage } from '../refusals';
import { cmsCalls, playerCalls, registrationCalls } from '../../calls';

/**
 * What step 1 (or the restore link) hands to step 2: the registration's `Verification` and what
 * the flow knows besides. Only the user id and the token are sure; a restore knows no more.
 */
export interface DetailsHandoff {
  /** The verification player id (POST auth/register's `player_id`); absent after a restore. */
  playerId?: number | null | undefined;
  /** The account's user id: PUT static/players/{id} names it. */
  userId: number;
  /** The proof of this one registration (decision 0021): the `token` header of the save. */
  registrationToken: string;
  /** Step 0's currency, for the PEP/UBO note's amount (the skin's first currency without it). */
  currencyId?: number | null | undefined;
  /** Step 0's newsletter box, the first state of this step's. */
  newsletter?: boolean | undefined;
  /** Sent as the payload's `name`; without it (a restore) the player's full name is. */
  nickname?: string | undefined;
  /** Step 0's country, the first choice of the country of residence. */
  country?: string | undefined;
  /** The btag referral (commas are removed on the way). */
  referralCode?: string | null | undefined;
  /** Step 1 took a phone number (SMS code): step 2 then asks none. */
  hasPhone?: boolean | undefined;
}

export interface DetailsOptions {
  /** An operator's captcha widget for a vendor's key. */
  captchaVendor?: CaptchaVendor | undefined;
  /** Today, for the dob rules and the years offered: the runtime clock in tests. */
  now?: () => Date;
  /** The draft's storage (sessionStorage by default). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

/** Spec §5: the special-character warning shows for 3.5 s. */
export const SPECIAL_WARNING_MS = 3500;
/** How long the name and dob rest before `auth/checkfields` is asked: not on every keystroke. */
export const FIELD_CHECK_DELAY_MS = 500;

export type FieldsCheck = 'idle' | 'checking' | 'free' | 'taken';
export type DetailsOutcome = { ok: true } | { ok: false; reason: 'invalid' | 'busy' | 'failed' };
type NameField = 'firstName' | 'lastName';

export interface DetailsModel {
  readonly form: FormModel<DetailsValues>;
  readonly handoff: DetailsHandoff;
  readonly captcha: CaptchaModel;
  /** Countries for both selects, by name in the player's language. */
  readonly countries: ReadonlySignal<readonly Country[]>;
  /** The years the dob offers: 17 to 115 years ago. */
  readonly years: readonly number[];
  /** Which name field just lost special characters (the 3.5 s warning), if any. */
  readonly specialWarning: ReadonlySignal<NameField | null>;
  readonly fieldsCheck: ReadonlySignal<FieldsCheck>;
  /** A PEP or UBO box is ticked: the AML note shows. */
  readonly risky: ReadonlySignal<boolean>;
  /** Asks a phone only when step 1 took none. */
  readonly asksPhone: boolean;
  /** The jurisdiction prompts for a daily deposit limit at registration (UKGC), setting one being the default. */
  readonly asksDepositLimit: boolean;
  /** The fields whose problem keeps Register off, in the form's order (said beside the button). */
  readonly pending: ReadonlySignal<readonly (keyof DetailsValues)[]>;
  /** Every condition of the spec holds: Register may send. */
  readonly canRegister: ReadonlySignal<boolean>;
  readonly saving: ReadonlySignal<boolean>;
  readonly saved: ReadonlySignal<boolean>;
  /** A name as typed: cleaned, with the warning when anything went. */
  setName(field: NameField, typed: string): void;
  setPhonePrefix(typed: string): void;
  setPhoneNumber(typed: string): void;
  /** Checks, then saves; never throws. */
  submit(): Promise<DetailsOutcome>;
  /** The step is on the page: the captcha picture (and the countries, if the skin has none) are asked for. */
  start(): void;
  dispose(): void;
}

const required = 'details.required';

/** The save's field names (spec §3's payload) → the form's. Terms and captcha are not here: the form requires the one, and a refused captcha is replaced. */
const SERVER_FIELDS: Record<string, keyof DetailsValues> = {
  firstname: 'firstName',
  lastname: 'lastName',
  dob: 'dob',
  street: 'street',
  city: 'city',
  postal_code: 'postalCode',
  country: 'country',
  birth_country: 'birthCountry',
  nationality: 'birthCountry',
  mobile: 'phoneNumber',
};
const choose = 'details.chooseRequired';

/**
 * Registration step 2 without React: the personal details with the spec's rules (names cleaned,
 * a real adult dob, birth country required, terms, captcha), `auth/checkfields` on the name and dob,
 * and the save (PUT static/players/{userId} with the registration token). What was typed stays in
 * a sessionStorage draft, never the captcha answer.
 */
export function createDetailsModel(runtime: Runtime, handoff: DetailsHandoff, options: DetailsOptions = {}): DetailsModel {
  const now = options.now ?? (() => new Date());
  const skin = runtime.store.skinSettings.value;
  const asksDepositLimit = jurisdictionProfile(runtime.config.value.jurisdiction).depositLimitPrompt === 'registration-or-first-deposit';
  const captcha = createCaptchaModel(runtime, skin.google_captcha?.key ?? null, options.captchaVendor);
  const countryList = signal<readonly Country[]>(skin.countries);
  const taken = signal<string | null>(null);
  const checking = signal<string | null>(null);
  const checked = signal<string | null>(null);
  const specialWarning = signal<NameField | null>(null);
  const saved = signal(false);
  /** The whole number (prefix and digits) the platform said another player holds. */
  const phoneTaken = signal<string | null>(null);
  // What the save's 422 said of a field stays under it, in the player's language, until it changes.
  const refusals = createRefusals<keyof DetailsValues>();

  const form: FormModel<DetailsValues> = createForm<DetailsValues>({
    draft: { key: `casino-registration-details-${handoff.userId}`, storage: options.storage },
    fields: {
      firstName: { initial: '', required, trim: true, validators: [refusals.validator('firstName')] },
      lastName: { initial: '', required, trim: true, validators: [refusals.validator('lastName')] },
      gender: { initial: '', required: choose },
      dob: {
        initial: EMPTY_DATE_PARTS,
        validators: [
          (parts: DateParts, values) => {
            if (!parts.year && !parts.month && !parts.day) return required;
            const problem = dobProblem(dobFromParts(parts), now());
            if (problem) return `registration.${problem}`;
            return taken.value !== null && taken.value === personKey(values) ? 'registration.fields_already_used' : null;
          },
          refusals.validator('dob'),
        ],
        // The three selects are one answer: it is judged once the last of them is chosen, or on submit.
        revealWhen: (parts): boolean => Boolean(parts.year && parts.month && parts.day) || form.submitted.value,
      },
      street: { initial: '', required, trim: true, validators: [refusals.validator('street')] },
      streetNumber: { initial: '', required, trim: true },
      postalCode: { initial: '', required, trim: true, validators: [refusals.validator('postalCode')] },
      city: { initial: '', required, trim: true, validators: [refusals.validator('city')] },
      country: { initial: handoff.country ?? '', required: choose, validators: [refusals.validator('country')] },
      birthCountry: { initial: '', required: choose, validators: [refusals.validator('birthCountry')] },
      phonePrefix: { initial: '' },
      phoneNumber: {
        initial: '',
        validators: [
          (number, values) => {
            if (!number) return null;
            const problem = mobileNumberProblem(values.phonePrefix, number);
            if (problem) return `registration.${problem}`;
            return phoneTaken.value === `${values.phonePrefix}${number}` ? 'registration.phone_already_used' : null;
          },
          refusals.validator('phoneNumber'),
        ],
      },
      isPep: { initial: false },
      isUbo: { initial: false },
      terms: { initial: false, required: 'details.terms_required' },
      newsletter: { initial: handoff.newsletter ?? false },
      captchaAnswer: {
        initial: '',
        secret: true,
        validators: [(answer) => captcha.problem(answer)],
      },
      depositLimitChoice: { initial: 'limit' },
      dailyDepositLimit: {
        initial: '',
        trim: true,
        // Only at the jurisdiction's prompt, when the player sets one: the limits page's rule.
        validators: [(text, values) => (!asksDepositLimit || values.depositLimitChoice !== 'limit' ? null : text === '' ? required : isLimitText(text) && Number(text) > 0 ? null : 'details.depositLimitDigits')],
      },
    },
  });

  /** The name and dob as the server compares them; null until all three pass the rules. */
  function personKey(values: DetailsValues): string | null {
    const dob = dobFromParts(values.dob);
    if (!values.firstName || !values.lastName || dobProblem(dob, now())) return null;
    return JSON.stringify([values.firstName, values.lastName, dob]);
  }

  async function checkPerson(key: string, values: DetailsValues): Promise<void> {
    checking.value = key;
    try {
      const registrationApi = await registrationCalls();
      // Only with this registration's token, a handful of times a registration (decision 0034).
      await runtime.client.call(registrationApi.checkFields, {
        tempToken: handoff.registrationToken,
        body: { firstname: values.firstName, lastname: values.lastName, dob: dobFromParts(values.dob) },
      });
      if (checking.value === key) checked.value = key;
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (checking.value !== key) return;
      if (caught.code === 'fields_already_used') {
        batch(() => {
          taken.value = key;
          checked.value = key;
        });
        form.focus('dob');
      }
      // Any other failure (a 429 past the registration's handful too) is the save's to find: the
      // platform checks the same again.
    } finally {
      if (checking.value === key) checking.value = null;
    }
  }

  async function phoneFree(prefix: string, number: string): Promise<boolean> {
    const registrationApi = await registrationCalls();
    try {
      await runtime.client.call(registrationApi.checkMobile, { body: { mobile: number, prefix } });
      return true;
    } catch (caught) {
      if (!isApiError(caught) || caught.code !== 'phone_already_used') throw caught;
      phoneTaken.value = `${prefix}${number}`;
      return false;
    }
  }

  // Spec §5: once the dob is a real adult date, the name and dob are checked on the server.
  let cancelCheck: (() => void) | null = null;
  const stopChecks = effect(() => {
    const values = form.values.value;
    const key = personKey(values);
    cancelCheck?.();
    cancelCheck = null;
    if (key === null || key === checked.peek() || key === checking.peek()) return;
    cancelCheck = runtime.scheduler.after(FIELD_CHECK_DELAY_MS, () => void checkPerson(key, values));
  });
  function cancelPendingCheck() {
    cancelCheck?.();
    cancelCheck = null;
  }

  let stopWarning: (() => void) | null = null;
  function warn(field: NameField) {
    stopWarning?.();
    specialWarning.value = field;
    stopWarning = runtime.scheduler.after(SPECIAL_WARNING_MS, () => (specialWarning.value = null));
  }

  // Asked once the step is on the page, not when the model is made: a render React throws away
  // (the step's chunks still loading) must not ask for a captcha the player never sees.
  let started = false;
  function start() {
    if (started) return;
    started = true;
    // Countries are the skin document's; a skin that ships none (decision: only registration needs
    // them) gets the platform's document once.
    if (skin.countries.length === 0) {
      void cmsCalls().then((cmsApi) => runtime.client.call(cmsApi.skinSettings))
        .then((settings) => (countryList.value = settings.countries))
        .catch((caught: unknown) => {
          if (!isApiError(caught)) throw caught;
          form.setError({ key: 'details.countriesFailed' });
        });
    }
    void captcha.refresh();
  }

  const collator = new Intl.Collator(runtime.store.language.value);
  const countries = computed(() => [...countryList.value].sort((a, b) => collator.compare(a.name, b.name)));
  const fieldsCheck = computed<FieldsCheck>(() => {
    const key = personKey(form.values.value);
    if (key === null) return 'idle';
    if (taken.value === key) return 'taken';
    if (checking.value === key) return 'checking';
    return checked.value === key ? 'free' : 'idle';
  });

  async function save(values: DetailsValues): Promise<DetailsOutcome> {
    // Spec §5: no field-check problem. A check still on its way is waited for, not skipped; one
    // still waiting for its delay is made now instead, so none goes after the save has spent the
    // registration token (a 401 in the console, seen in CI).
    cancelPendingCheck();
    const key = personKey(values);
    if (key !== null && checked.value !== key) await checkPerson(key, values);
    if (taken.value === key) {
      form.focus('dob');
      return { ok: false, reason: 'invalid' };
    }
    // Spec §5: a mobile number is checked for uniqueness, here as at step 1.
    if (values.phoneNumber && !(await phoneFree(values.phonePrefix, values.phoneNumber))) {
      form.fields.phoneNumber.blur();
      form.focus('phoneNumber');
      return { ok: false, reason: 'invalid' };
    }
    const playerApi = await playerCalls();
    await runtime.client.call(playerApi.updateById, {
      params: { id: handoff.userId },
      tempToken: handoff.registrationToken,
      body: savePayload(values, { nickname: handoff.nickname, referralCode: handoff.referralCode, captchaToken: captcha.token.value, asksDepositLimit }),
    });
    // The registration token is spent: no check may follow.
    stopChecks();
    cancelPendingCheck();
    batch(() => {
      saved.value = true;
      form.fields.captchaAnswer.reset();
    });
    form.clearDraft();
    form.dispose();
    return { ok: true };
  }

  function refused(caught: unknown): DetailsOutcome {
    if (!isApiError(caught)) throw caught;
    // A limit reached before the save (the phone check): nothing was spent, the player waits.
    const wait = waitMessage(caught);
    if (wait) {
      form.setError(wait);
      return { ok: false, reason: 'failed' };
    }
    const code = caught.code;
    if (code === 'captcha_wrong') {
      // The challenge is used up, right or wrong: a new picture, and the answer says why.
      void captcha.refresh();
      form.fields.captchaAnswer.reset();
      form.setError({ key: 'details.captcha_wrong' });
      form.focus('captchaAnswer');
      return { ok: false, reason: 'failed' };
    }
    if (code === 'registration_saved') {
      // Saved already (a second tab, an answer lost on the way back): nothing left to do here.
      saved.value = true;
      form.clearDraft();
      return { ok: true };
    }
    if (code === 'fields_already_used') {
      taken.value = personKey(form.values.peek());
      form.focus('dob');
      return { ok: false, reason: 'failed' };
    }
    // Spec §8: a register call the platform could not answer is 'ERROR SERVER'; an update it
    // refused is 'Error during registration…', with its per-field words under their fields.
    form.setError({ key: serverFailed(caught) ? 'details.register_server_error' : 'details.saveFailed' });
    const placed = refusals.fromError(caught, SERVER_FIELDS, form.values.peek());
    if (placed) {
      for (const name of Object.keys(refusals.all.peek()) as (keyof DetailsValues)[]) form.fields[name].blur();
      const first = (Object.keys(form.fields) as (keyof DetailsValues)[]).find((name) => form.fields[name].error.peek() !== null);
      form.focus(first ?? placed);
    }
    // A captcha the platform has seen is spent whatever else went wrong.
    void captcha.refresh();
    form.fields.captchaAnswer.reset();
    return { ok: false, reason: 'failed' };
  }

  return {
    form,
    handoff,
    captcha,
    countries,
    years: birthYears(now()),
    specialWarning,
    fieldsCheck,
    risky: computed(() => form.fields.isPep.value.value || form.fields.isUbo.value.value),
    asksPhone: !handoff.hasPhone,
    asksDepositLimit,
    pending: computed(() => (Object.keys(form.fields) as (keyof DetailsValues)[]).filter((name) => form.fields[name].problem.value !== null)),
    canRegister: computed(() => form.valid.value && !form.busy.value && fieldsCheck.value !== 'taken' && !saved.value),
    saving: form.busy,
    saved,

    setName(field, typed) {
      const cleaned = cleanName(typed);
      form.fields[field].set(cleaned);
      if (cleaned !== typed) warn(field);
    },
    setPhonePrefix(typed) {
      form.fields.phonePrefix.set(cleanPhonePrefix(typed));
    },
    setPhoneNumber(typed) {
      form.fields.phoneNumber.set(cleanPhoneNumber(typed));
    },

    async submit() {
      if (saved.value) return { ok: true };
      try {
        const sent = await form.submit(save);
        return sent.ok ? sent.value : sent;
      } catch (caught) {
        return refused(caught);
      }
    },

    start,

    dispose() {
      stopChecks();
      cancelCheck?.();
      stopWarning?.();
      form.dispose();
    },
  };
}
