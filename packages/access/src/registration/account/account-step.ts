import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import type { Campaign } from '@casino-sdk/core/contract/campaign';
import type { RegisterResult } from '@casino-sdk/core/contract/registration';
import { createForm, type FormField, type FormMessage, type FormModel } from '@casino-sdk/core/form';
import { CZK_CURRENCY_ID, emailProblem, nicknameInput, nicknameProblem, passwordChecks, refuseSpaces, registrationPasswordProblem, type PasswordChecks } from '@casino-sdk/core/rules';
import type { CaptchaModel } from '../../captcha/captcha-model';
import { createRefusals, registrationMessage, waitMessage } from '../refusals';
import { campaignCalls, registrationCalls } from '../../calls';
import type { BonusState } from './bonus-code';


export interface AccountValues {
  email: string;
  nickname: string;
  password: string;
  confirmPassword: string;
  /** The currency id, as the select holds it. */
  currency: string;
  /** A campaign's code, or NO_CAMPAIGN. */
  campaign: string;
  bonusCode: string;
  newsletter: boolean;
  /** The captcha's answer, asked only when the platform wants a proof of a person (decision 0034). */
  captchaAnswer: string;
}
type Name = keyof AccountValues;

/** The campaign choice "no welcome bonus": a real choice, so the required campaign is answered. */
export const NO_CAMPAIGN = 'none';
/** Spec §9: empty required fields flash red for 2 s. */
export const FLASH_MS = 2_000;
/** Spec §9: the special-character warning shows for 3.5 s (the space notice too). */
export const NOTICE_MS = 3_500;
/** The confirmation is compared once it has more than 5 characters (spec §5). */
const CONFIRM_AFTER = 5;
/** The placeholder date of birth the spec sends at step 0; step 2 saves the real one. */
const DOB_PLACEHOLDER = '1970-01-01';

const REQUIRED = 'registration.field_required';

/** Fields that refuse spaces or clean what is typed, and say so for a moment. */
export type NoticeField = 'nickname' | 'email' | 'password' | 'confirmPassword';

export interface AccountStepOptions {
  /** Spec §2: the `promocode` query parameter pre-fills the bonus code (and chooses its campaign when offered). */
  promocode?: string | null;
  /** The country the account is opened in (the payload's `country`); step 2 asks for the real address. */
  country: () => string;
  /** The `btag` cookie's referral code, commas removed. */
  referralCode: () => string | null;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export type AccountOutcome = { ok: true; result: RegisterResult; newsletter: boolean; currencyId: number } | { ok: false };

export interface AccountStep {
  readonly form: FormModel<AccountValues>;
  /** The fields that take typing rules, for bound inputs: what is typed goes through `type`. */
  readonly inputs: { readonly [K in NoticeField]: FormField<string> };
  /** Campaigns without categories for the chosen currency; null while loading. */
  readonly campaigns: ReadonlySignal<readonly Campaign[] | null>;
  readonly bonus: ReadonlySignal<BonusState>;
  /** The passing parts of the password rule, for the live checklist. */
  readonly passwordChecks: ReadonlySignal<PasswordChecks>;
  /** The CZK notice: identity card and personal number to upload after registration. */
  readonly czkNotice: ReadonlySignal<boolean>;
  /** Fields flashing red after a submit with them empty. */
  readonly flashing: ReadonlySignal<ReadonlySet<Name>>;
  /**
   * The security check the platform asked for before it sends the e-mail code (422
   * captcha_required, decision 0034); null while it asks none, which is the usual case.
   */
  readonly challenge: ReadonlySignal<CaptchaModel | null>;
  /** A passing notice under a field: "space not allowed", the special-character warning. */
  readonly notices: ReadonlySignal<Partial<Record<NoticeField, FormMessage>>>;
  /** What the player typed, through the field's typing rules. */
  type(name: NoticeField, typed: string): void;
  /** Left a field: nickname and e-mail are checked on the server. */
  leave(name: Name): void;
  verifyBonusCode(): Promise<void>;
  loadCampaigns(): Promise<void>;
  /** Checks, then creates the account and sends the e-mail code. Never throws. */
  submit(): Promise<AccountOutcome>;
  dispose(): void;
}

export const ACCOUNT_DRAFT_KEY = 'casino-registration.account';

export function createAccountStep(runtime: Runtime, options: AccountStepOptions): AccountStep {
  const refusals = createRefusals<Name>();
  const bonus = signal<BonusState>({ status: 'idle' });
  const challenge = signal<CaptchaModel | null>(null);
  const fromRules = (problem: string | null) => (problem ? registrationMessage(problem) : null);

  const form = createForm<AccountValues>({
    draft: { key: ACCOUNT_DRAFT_KEY, storage: options.storage },
    fields: {
      email: { initial: '', required: REQUIRED, validators: [(value) => fromRules(emailProblem(value)), refusals.validator('email')] },
      nickname: { initial: '', required: REQUIRED, validators: [(value) => fromRules(nicknameProblem(value)), refusals.validator('nickname')] },
      password: {
        initial: '',
        required: REQUIRED,
        secret: true,
        validators: [(value, values) => fromRules(registrationPasswordProblem(value, values.nickname, values.email.trim())), refusals.validator('password')],
      },
      confirmPassword: {
        initial: '',
        required: REQUIRED,
        secret: true,
        revealWhen: (value) => value.length > CONFIRM_AFTER,
        validators: [(value, values) => (value === values.password ? null : 'registration.passwords_no_match')],
      },
      currency: { initial: '', required: REQUIRED, validators: [notNull, refusals.validator('currency')] },
      campaign: { initial: '', required: REQUIRED, validators: [notNull] },
      bonusCode: {
        initial: options.promocode?.trim() ?? '',
        validators: [
          (value) => {
            const state = bonus.value;
            return state.status === 'invalid' && state.code === value.trim() ? 'registration.bonus_code_invalid' : null;
          },
        ],
      },
      newsletter: { initial: false },
      captchaAnswer: {
        initial: '',
        secret: true,
        validators: [(answer) => (challenge.value ? challenge.value.problem(answer) : null)],
      },
    },
  });
  const { fields } = form;

  const campaigns = signal<readonly Campaign[] | null>(null);
  const flashing = signal<ReadonlySet<Name>>(new Set());
  const notices = signal<Partial<Record<NoticeField, FormMessage>>>({});
  const stops = new Set<() => void>();
  const later = (ms: number, task: () => void) => {
    const stop = runtime.scheduler.after(ms, () => {
      stops.delete(stop);
      task();
    });
    stops.add(stop);
  };

  function notice(name: NoticeField, message: FormMessage) {
    notices.value = { ...notices.value, [name]: message };
    later(NOTICE_MS, () => {
      if (notices.value[name] !== message) return;
      const { [name]: _gone, ...rest } = notices.value;
      notices.value = rest;
    });
  }

  const currencyId = computed(() => Number(fields.currency.value.value) || null);

  const promocode = options.promocode?.trim().toUpperCase() || null;
  let campaignsRequest = 0;
  async function loadCampaigns() {
    const request = ++campaignsRequest;
    campaigns.value = null;
    let found: readonly Campaign[] = [];
    try {
      const { data } = await runtime.client.call((await campaignCalls()).list, {
        query: { all: 1, is_public: 1, language: runtime.store.language.value, currency_id: currencyId.value ?? undefined, countries: options.country() },
      });
      found = data.filter((campaign) => !campaign.categories?.length);
    } catch {
      // Without the list the player can still register without a welcome bonus.
    }
    if (request !== campaignsRequest) return;
    batch(() => {
      campaigns.value = found;
      const chosen = fields.campaign.value.value;
      if (chosen && chosen !== NO_CAMPAIGN && !found.some((campaign) => campaign.code === chosen)) fields.campaign.set('');
      // A ?promocode that names an offered campaign chooses it as well, until the player chooses.
      const named = promocode ? found.find((campaign) => campaign.code.toUpperCase() === promocode) : undefined;
      if (named && !fields.campaign.value.value) fields.campaign.set(named.code);
    });
  }

  // A bonus code and the campaign list depend on the currency: a new currency asks again.
  let lastCurrency = currencyId.peek();
  const stopCurrencyWatch = effect(() => {
    const current = currencyId.value;
    if (current === lastCurrency) return;
    lastCurrency = current;
    bonus.value = { status: 'idle' };
    void loadCampaigns();
  });

  let bonusRequest = 0;
  async function verifyBonusCode() {
    const code = fields.bonusCode.value.value.trim();
    const currency = currencyId.value;
    if (!code) {
      bonus.value = { status: 'idle' };
      return;
    }
    if (!currency) {
      form.focus('currency');
      fields.currency.blur();
      form.setError({ key: 'registration.bonus_needs_currency' });
      return;
    }
    const request = ++bonusRequest;
    bonus.value = { status: 'checking' };
    const next = await (await import('./bonus-code')).checkBonusCode(runtime, code, currency);
    if (request !== bonusRequest) return;
    bonus.value = next;
    if (next.status === 'invalid') fields.bonusCode.blur();
  }

  async function checkOnServer(name: 'nickname' | 'email') {
    const field = fields[name];
    const value = name === 'email' ? field.value.value.trim() : field.value.value;
    if (!value || field.problem.value) return;
    try {
      if (name === 'nickname') await runtime.client.call((await registrationCalls()).checkUsername, { body: { username: value } });
      else await runtime.client.call((await registrationCalls()).checkEmail, { body: { email: value } });
    } catch (caught) {
      // Past the checks' limit: the value stays, and a moment later it can be checked again.
      const wait = waitMessage(caught);
      if (wait) return notice(name, wait);
      // Other failures say nothing about the value: the registration itself checks again.
      refusals.fromError(caught, { username: 'nickname', email: 'email' }, { ...form.values.value, email: field.value.value });
    }
  }

  function flashEmpty() {
    const empty = (['email', 'nickname', 'password', 'confirmPassword', 'currency', 'campaign'] as const).filter((name) => {
      const value = fields[name].value.value;
      return value.trim() === '' || value === 'null';
    });
    if (empty.length === 0) return false;
    flashing.value = new Set(empty);
    later(FLASH_MS, () => (flashing.value = new Set()));
    return true;
  }

  async function submit(): Promise<AccountOutcome> {
    if (form.busy.value) return { ok: false };
    const anyEmpty = flashEmpty();
    const code = fields.bonusCode.value.value.trim();
    if (code && bonus.value.status === 'idle' && currencyId.value) await verifyBonusCode();
    try {
      const sent = await form.submit(async (values) => {
        const email = values.email.trim();
        const verified = bonus.value.status === 'valid' && bonus.value.code === values.bonusCode.trim();
        const captchaToken = challenge.value?.token.value;
        return runtime.client.call((await registrationCalls()).register, {
          body: {
            email,
            password: values.password,
            password_confirmation: values.confirmPassword,
            acceptance: 1,
            country: options.country(),
            currency_id: Number(values.currency),
            promocode: verified ? values.bonusCode.trim() : values.campaign !== NO_CAMPAIGN ? values.campaign : null,
            name: values.nickname,
            username: values.nickname,
            nocheck: 1,
            domain: globalThis.location?.hostname,
            dob: DOB_PLACEHOLDER,
            force_smtp: 1,
            language: runtime.store.language.value,
            referral_code: options.referralCode() ?? undefined,
            captcha: captchaToken ? { token: captchaToken, answer: values.captchaAnswer.trim() } : undefined,
          },
        });
      });
      if (sent.ok) return { ok: true, result: sent.value, newsletter: form.values.value.newsletter, currencyId: Number(form.values.value.currency) };
      if (sent.reason === 'invalid') {
        if (anyEmpty) form.setError({ key: 'registration.fill_all_fields' });
        else {
          const problem = fields.password.problem.value;
          if (problem && 'key' in problem && problem.key === 'registration.password_nickname_email_check') form.setError(problem);
        }
      }
      return { ok: false };
    } catch (caught) {
      // A challenge is single use, right or wrong: whatever the answer was, the next try needs a new one.
      if (challenge.value) {
        void challenge.value.refresh();
        fields.captchaAnswer.reset();
      }
      const code = isApiError(caught) ? caught.code : undefined;
      if (code === 'captcha_required' || code === 'captcha_wrong') {
        await askProof();
        form.setError({ key: code === 'captcha_wrong' ? 'details.captcha_wrong' : 'registration.captcha_required' });
        form.focus('captchaAnswer');
        return { ok: false };
      }
      const wait = waitMessage(caught);
      if (wait) {
        form.setError(wait);
        return { ok: false };
      }
      const refused = refusals.fromError(
        caught,
        { username: 'nickname', name: 'nickname', email: 'email', password: 'password', password_confirmation: 'confirmPassword', currency_id: 'currency' },
        form.values.value,
      );
      if (refused) {
        fields[refused].blur();
        form.focus(refused);
      }
      // Spec §8: the step does not advance; the alert says registration failed.
      else form.setError({ key: 'registration.error_registration' });
      return { ok: false };
    }
  }

  /** The platform wants a proof of a person: the skin's captcha, asked for (and its code loaded) only now. */
  async function askProof() {
    if (challenge.value) return;
    const { createCaptchaModel } = await import('../../captcha/captcha-model');
    if (challenge.value) return;
    const captcha = createCaptchaModel(runtime, runtime.store.skinSettings.value.google_captcha?.key ?? null, undefined);
    challenge.value = captcha;
    void captcha.refresh();
  }

  function type(name: NoticeField, typed: string) {
    if (name === 'nickname') {
      const input = nicknameInput(typed);
      fields.nickname.set(input.value);
      if (input.refusedSpace) notice(name, { key: 'registration.space_not_allowed' });
      else if (input.removedSpecial) notice(name, { key: 'registration.special_characters_removed' });
      return;
    }
    const { value, refused } = refuseSpaces(typed);
    fields[name].set(value);
    if (refused) notice(name, { key: 'registration.space_not_allowed' });
  }
  const input = (name: NoticeField): FormField<string> => ({ ...fields[name], set: (typed: string) => type(name, typed) });

  return {
    form,
    inputs: { email: input('email'), nickname: input('nickname'), password: input('password'), confirmPassword: input('confirmPassword') },
    campaigns,
    bonus,
    challenge,
    passwordChecks: computed(() => passwordChecks(fields.password.value.value)),
    czkNotice: computed(() => currencyId.value === CZK_CURRENCY_ID),
    flashing,
    notices,
    type,
    leave(name) {
      fields[name].blur();
      if (name === 'nickname' || name === 'email') void checkOnServer(name);
      if (name === 'bonusCode') void verifyBonusCode();
    },
    verifyBonusCode,
    loadCampaigns,
    submit,
    dispose() {
      stopCurrencyWatch();
      for (const stop of stops) stop();
      stops.clear();
      form.dispose();
    },
  };
}

function notNull(value: string) {
  return value === 'null' ? REQUIRED : null;
}
