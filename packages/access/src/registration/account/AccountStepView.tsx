import { localePath, LOGIN_ROUTE } from '@casino-sdk/core/rules';
import { lazyNamed, linkClick, useHost, useLanguage, useRuntime, useT, type HeadingTag } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormAlert, FormCheckboxField, FormPasswordField, FormSelectField, FormTextField, messageText } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, type FormEvent } from 'react';
import { NO_CAMPAIGN, type AccountStep, type NoticeField } from './account-step';
import { PasswordChecklist } from './PasswordChecklist';
import { StepHeading } from '../StepHeading';

const AccountCaptcha = lazyNamed(() => import('./AccountCaptcha'), 'AccountCaptcha');

export interface AccountStepViewProps {
  account: AccountStep;
  onSubmit: () => void;
  /** The player came back to this step: its heading takes the keyboard. */
  moved: boolean;
  /** The step heading's level, one below the element's title. */
  headingTag: HeadingTag;
}

/** Step 0: account data. Every rule and call is the model's; this lays it out. */
export function AccountStepView({ account, onSubmit, moved, headingTag }: AccountStepViewProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const language = useLanguage();
  const runtime = useRuntime();
  const { form, inputs, bonus } = account;
  const { fields } = form;
  const flashing = account.flashing.value;
  const flash = (name: Parameters<typeof flashing.has>[0]) => (flashing.has(name) ? 'casino-field--flash' : undefined);
  const notice = (name: NoticeField) => (
    <p className="casino-registration__notice" role="status">
      {messageText(t, account.notices.value[name])}
    </p>
  );
  const campaigns = account.campaigns.value;
  const currencies = runtime.store.skinSettings.value.currencies;
  const bonusState = bonus.value;
  const verifiedBonus = bonusState.status === 'valid' && bonusState.code === fields.bonusCode.value.value.trim() ? bonusState : null;
  const loginPath = localePath(language, LOGIN_ROUTE);
  const challenge = account.challenge.value;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="casino-form casino-registration__form" part="account-form" noValidate onSubmit={submit} aria-labelledby="casino-registration-step-title">
      <StepHeading tag={headingTag} takeFocus={moved}>{t('registration.step.account')}</StepHeading>
      <FormAlert message={form.error.value} className="casino-registration__error" />
      <FormTextField field={inputs.email} label={t('registration.email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} inputPart="email" className={flash('email')} onBlur={() => account.leave('email')} />
      {notice('email')}
      <FormTextField
        field={inputs.nickname}
        label={t('registration.nickname')}
        hint={t('registration.nicknameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        inputPart="nickname"
        className={flash('nickname')}
        onBlur={() => account.leave('nickname')}
      />
      {notice('nickname')}
      <FormPasswordField field={inputs.password} label={t('registration.password')} autoComplete="new-password" inputPart="password" className={flash('password')} aria-describedby="casino-registration-password-checks" />
      {notice('password')}
      <PasswordChecklist checks={account.passwordChecks.value} id="casino-registration-password-checks" />
      <FormPasswordField field={inputs.confirmPassword} label={t('registration.confirmPassword')} autoComplete="new-password" inputPart="confirm-password" className={flash('confirmPassword')} />
      {notice('confirmPassword')}
      <FormSelectField
        field={fields.currency}
        label={t('registration.currency')}
        placeholder={t('registration.chooseCurrency')}
        options={currencies.map((currency) => ({ value: String(currency.id), label: `${currency.code} (${currency.symbol})` }))}
        autoComplete="transaction-currency"
        className={flash('currency')}
      />
      {account.czkNotice.value ? (
        <p className="casino-registration__info" part="czk-notice">
          {t('registration.czkNotice')}
        </p>
      ) : null}
      <FormSelectField
        field={fields.campaign}
        label={t('registration.campaign')}
        placeholder={campaigns === null ? t('registration.campaignsLoading') : t('registration.chooseCampaign')}
        options={[...(campaigns ?? []).map((campaign) => ({ value: campaign.code, label: campaign.name })), { value: NO_CAMPAIGN, label: t('registration.noCampaign') }]}
        autoComplete="off"
        className={flash('campaign')}
      />
      <div className="casino-registration__bonus">
        <FormTextField field={fields.bonusCode} label={t('registration.bonusCode')} autoComplete="off" autoCapitalize="characters" spellCheck={false} inputPart="bonus-code" onBlur={() => account.leave('bonusCode')} />
        <Button variant="secondary" part="verify-bonus" loading={bonusState.status === 'checking'} onClick={() => void account.verifyBonusCode()}>
          {t('registration.verifyBonusCode')}
        </Button>
      </div>
      <div className="casino-registration__bonus-state" role="status">
        {verifiedBonus ? (
          <div className="casino-registration__bonus-verified" part="bonus-verified">
            <p>{t('registration.bonusCodeVerified', { action: verifiedBonus.actionName })}</p>
            {verifiedBonus.banner ? <img src={verifiedBonus.banner} alt="" className="casino-registration__bonus-banner" /> : null}
          </div>
        ) : null}
      </div>
      <FormCheckboxField field={fields.newsletter} label={t('registration.newsletter')} />
      {challenge ? (
        <Suspense fallback={null}>
          <AccountCaptcha captcha={challenge} form={form} />
        </Suspense>
      ) : null}
      <Button type="submit" block part="submit-account" loading={form.busy.value}>
        {t('registration.submitAccount')}
      </Button>
      <p className="casino-registration__login">
        {t('registration.haveAccount')}{' '}
        <a className="casino-link" part="login-link" href={loginPath} onClick={linkClick(host, loginPath)}>
          {t('registration.login')}
        </a>
      </p>
    </form>
  );
}
