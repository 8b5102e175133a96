import { addEnglishTexts } from '@casino-sdk/core/internal';
import { formatMoney, parseMoney } from '@casino-sdk/core/money';
import { localePath, MAX_LIMIT_DIGITS, PEP_UBO_MAX_DAILY_DEPOSIT } from '@casino-sdk/core/rules';
import { useLanguage, useRuntime, useT, type HeadingTag } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormAlert, FormCheckboxField, FormSelectField, FormTextField } from '@casino-sdk/ui/field';
import { FormChoiceField } from '@casino-sdk/ui/field/choice';
import { FormDateOfBirthField } from '@casino-sdk/ui/field/date-of-birth';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useMemo, type FormEvent, type ReactNode } from 'react';
import { CaptchaField } from '../../captcha/CaptchaField';
import { DetailsDone } from './DetailsDone';
import type { DetailsModel } from './details-model';
import type { DetailsValues } from './details-payload';
import laterStepsEnglish from '../later-steps.texts.en.json';
import english from './texts.en.json';

// Step 2 also shows registration keys of the steps after the first (dob_error, fields_already_used,
// the phone's), which the element's entry does not carry.
addEnglishTexts({ ...laterStepsEnglish, ...english });

export interface DetailsStepProps {
  model: DetailsModel;
  /**
   * The details are saved: the registration is complete (forget the flow's drafts). The step then
   * shows the deposit-limit prompt, whose buttons go to the login page: do not navigate here.
   */
  onSaved?: () => void;
  /** The step's heading in the element's own outline; default an h2 of its own. */
  heading?: ReactNode;
  /** The saved panel's heading; default h2. */
  doneHeading?: HeadingTag;
}

const GENDERS = ['male', 'female', 'other'] as const;

/** The label of each field that can keep Register off, for the line beside it. */
const LABELS: Partial<Record<keyof DetailsValues, string>> = {
  firstName: 'details.firstName',
  lastName: 'details.lastName',
  gender: 'details.gender',
  dob: 'details.dob',
  street: 'details.street',
  streetNumber: 'details.streetNumber',
  postalCode: 'details.postalCode',
  city: 'details.city',
  country: 'details.country',
  birthCountry: 'details.birthCountry',
  phoneNumber: 'details.phone',
  terms: 'details.terms',
  captchaAnswer: 'details.captcha',
  dailyDepositLimit: 'details.depositLimit',
};

/** Registration step 2, personal details: a thin view over the details model. */
export function DetailsStep({ model, onSaved, heading, doneHeading }: DetailsStepProps) {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const missingId = useId();
  const { form } = model;
  const { fields } = form;
  const countries = useMemo(() => model.countries.value.map((country) => ({ value: country.code, label: country.name })), [model.countries.value]);
  const runtime = useRuntime();
  const currencies = runtime.store.skinSettings.value.currencies;
  const currency = (currencies.find((one) => one.id === model.handoff.currencyId) ?? currencies[0])?.code ?? 'EUR';

  if (model.saved.value) return <DetailsDone language={language} tag={doneHeading} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await model.submit();
    if (outcome.ok) onSaved?.();
  };
  const warning = model.specialWarning.value;
  const canRegister = model.canRegister.value;
  const pendingLabels = model.pending.value.flatMap((name) => (LABELS[name] ? [t(LABELS[name])] : [])).join(', ');

  return (
    <form className="casino-form casino-details" part="details-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={heading ? undefined : titleId}>
      {heading ?? (
        <h2 className="casino-details__title" id={titleId}>
          {t('details.title')}
        </h2>
      )}
      <p className="casino-details__intro">{t('details.intro')}</p>
      <FormAlert message={form.error.value} className="casino-details__error" />

      <div className="casino-details__pair">
        <FormTextField
          field={fields.firstName}
          label={t('details.firstName')}
          autoComplete="given-name"
          onValueChange={(typed) => model.setName('firstName', typed)}
          hint={warning === 'firstName' ? t('registration.special_characters_removed') : undefined}
        />
        <FormTextField
          field={fields.lastName}
          label={t('details.lastName')}
          autoComplete="family-name"
          onValueChange={(typed) => model.setName('lastName', typed)}
          hint={warning === 'lastName' ? t('registration.special_characters_removed') : undefined}
        />
      </div>
      {/* The hint under the name shows it; this says it once, politely, to screen readers. */}
      <p className="casino-visually-hidden" role="status">
        {warning ? t('registration.special_characters_removed') : null}
      </p>
      <FormChoiceField field={fields.gender} label={t('details.gender')} options={GENDERS.map((value) => ({ value, label: t(`details.gender.${value}`) }))} />
      <FormDateOfBirthField field={fields.dob} label={t('details.dob')} years={model.years} required />

      <div className="casino-details__pair casino-details__pair--street">
        <FormTextField field={fields.street} label={t('details.street')} autoComplete="address-line1" />
        <FormTextField field={fields.streetNumber} label={t('details.streetNumber')} autoComplete="address-line2" />
      </div>
      <div className="casino-details__pair casino-details__pair--city">
        <FormTextField field={fields.postalCode} label={t('details.postalCode')} autoComplete="postal-code" />
        <FormTextField field={fields.city} label={t('details.city')} autoComplete="address-level2" />
      </div>
      <FormSelectField field={fields.country} label={t('details.country')} placeholder={t('details.chooseCountry')} options={countries} autoComplete="country" required />
      <FormSelectField
        field={fields.birthCountry}
        label={t('details.birthCountry')}
        placeholder={t('details.chooseCountry')}
        options={countries}
        hint={t('details.birthCountryHint')}
        required
      />
      {model.asksPhone ? (
        <fieldset className="casino-details__phone">
          <legend className="casino-field__label">{t('details.phone')}</legend>
          <div className="casino-details__pair casino-details__pair--phone">
            <FormTextField field={fields.phonePrefix} label={t('details.phonePrefix')} autoComplete="tel-country-code" inputMode="tel" onValueChange={model.setPhonePrefix} />
            <FormTextField field={fields.phoneNumber} label={t('details.phoneNumber')} autoComplete="tel-national" inputMode="numeric" onValueChange={model.setPhoneNumber} />
          </div>
        </fieldset>
      ) : null}

      {model.asksDepositLimit ? <DepositLimitChoice model={model} currency={currency} /> : null}

      <div className="casino-details__checks">
        <FormCheckboxField field={fields.isPep} label={t('details.pep')} hint={t('details.pepHint')} />
        <FormCheckboxField field={fields.isUbo} label={t('details.ubo')} hint={t('details.uboHint')} />
        <p className="casino-details__risk" role="status">
          {model.risky.value ? t('details.riskNote', { amount: formatMoney(parseMoney(PEP_UBO_MAX_DAILY_DEPOSIT, currency), language) }) : null}
        </p>
        <FormCheckboxField field={fields.terms} label={t('details.terms')} />
        <a className="casino-link casino-details__terms-link" part="terms-link" href={localePath(language, 'terms-and-conditions')} target="_blank" rel="noopener">
          {t('details.termsLink')}
        </a>
        <FormCheckboxField field={fields.newsletter} label={t('details.newsletter')} />
      </div>

      <CaptchaField captcha={model.captcha} answer={model.form.fields.captchaAnswer} />

      <p className="casino-details__missing" id={missingId}>
        {canRegister || model.saving.value ? null : t('details.missing', { fields: pendingLabels })}
      </p>
      <Button type="submit" block part="register" loading={model.saving.value} disabled={!canRegister && !model.saving.value} aria-describedby={canRegister ? undefined : missingId}>
        {t('details.submit')}
      </Button>
    </form>
  );
}

/**
 * The jurisdiction's deposit-limit prompt at registration (UKGC): setting a daily limit is chosen
 * already; "no limit for now" is the player's explicit other answer.
 */
function DepositLimitChoice({ model, currency }: { model: DetailsModel; currency: string }) {
  useSignals();
  const t = useT();
  const { fields } = model.form;
  const symbol = useRuntime().store.skinSettings.value.currencies.find((one) => one.code === currency)?.symbol ?? currency;
  return (
    <div className="casino-details__limit" part="deposit-limit">
      <FormChoiceField
        field={fields.depositLimitChoice}
        label={t('details.depositLimitPrompt')}
        inline={false}
        options={[
          { value: 'limit', label: t('details.depositLimitSet') },
          { value: 'none', label: t('details.depositLimitNone') },
        ]}
      />
      {fields.depositLimitChoice.value.value === 'limit' ? (
        <FormTextField field={fields.dailyDepositLimit} label={t('details.depositLimit', { currency: symbol })} inputMode="numeric" maxLength={MAX_LIMIT_DIGITS} autoComplete="off" inputPart="deposit-limit-amount" />
      ) : null}
    </div>
  );
}
