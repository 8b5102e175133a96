import { addEnglishTexts } from '@casino-sdk/core/internal';
import { LOGIN_ROUTE, localePath } from '@casino-sdk/core/rules';
import { Heading, headingTag, navigate, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormAlert } from '@casino-sdk/ui/field';
import { NewPasswordFields } from '@casino-sdk/ui/field/new-password';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { createPasswordResetModel } from './password-reset-model';
import { forgetResetToken, takeResetToken } from './reset-token';
import english from './texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

/** How long "password changed" shows before the way to log in is taken (the toasts' 3 s). */
export const CHANGED_NOTICE_MS = 3000;

export interface PasswordResetFormProps {
  /** Level of the heading, 1–6 (default 1: the element is usually the whole page). */
  headingLevel?: number;
  /** The reset link's token (the route's `temp_token`). */
  token?: string;
}

/** The `<casino-password-reset>` view: a thin layer over the password-reset model. */
export function PasswordResetForm({ token, headingLevel }: PasswordResetFormProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const linkToken = useMemo(() => takeResetToken(token), [token]);
  const model = useModel(() => createPasswordResetModel(runtime, linkToken), [runtime, linkToken]);
  const titleId = useId();
  const title = headingTag(headingLevel);
  const language = runtime.store.language.value;
  const loginPath = localePath(language, LOGIN_ROUTE);
  const link = model.link.value;
  const changed = model.changed.value;

  useEffect(() => {
    void model.check();
  }, [model]);

  useEffect(() => {
    if (link.kind === 'expired') forgetResetToken();
  }, [link.kind]);

  useEffect(() => {
    if (!changed) return;
    forgetResetToken();
    return runtime.scheduler.after(CHANGED_NOTICE_MS, () => navigate(host, localePath(runtime.store.language.value, LOGIN_ROUTE)));
  }, [changed, runtime, host]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await model.submit();
  };

  if (changed) {
    return (
      <div className="casino-password-reset" part="changed">
        <Heading tag={title} className="casino-password-reset__title">{t('passwordReset.changedTitle')}</Heading>
        <p className="casino-password-reset__intro" role="status" part="changed-text">
          {t('passwordReset.changed')}
        </p>
        <Button block part="login-button" onClick={() => navigate(host, loginPath)}>
          {t('passwordReset.login')}
        </Button>
      </div>
    );
  }

  if (link.kind === 'checking') {
    return (
      <div className="casino-password-reset" part="checking" aria-busy="true">
        <Heading tag={title} className="casino-password-reset__title">{t('passwordReset.title')}</Heading>
        <p className="casino-password-reset__intro" role="status">
          {t('passwordReset.checking')}
        </p>
      </div>
    );
  }

  if (link.kind === 'expired') {
    return (
      <div className="casino-password-reset" part="expired">
        <Heading tag={title} className="casino-password-reset__title">{t('passwordReset.expiredTitle')}</Heading>
        <p className="casino-password-reset__intro" part="expired-text">
          {t('login.linkExpired')}
        </p>
        <Button block part="home-button" onClick={() => navigate(host, localePath(language))}>
          {t('passwordReset.goHome')}
        </Button>
      </div>
    );
  }

  if (link.kind === 'unchecked') {
    return (
      <div className="casino-password-reset" part="unchecked">
        <Heading tag={title} className="casino-password-reset__title">{t('passwordReset.title')}</Heading>
        <FormAlert message={{ key: 'passwordReset.checkFailed' }} className="casino-password-reset__error" />
        <Button block part="retry-button" onClick={() => void model.check()}>
          {t('element.retry')}
        </Button>
      </div>
    );
  }

  return (
    <div className="casino-password-reset">
      <Heading tag={title} className="casino-password-reset__title" id={titleId}>
        {t('passwordReset.title')}
      </Heading>
      <form className="casino-form casino-password-reset__form" part="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <FormAlert message={model.error.value} className="casino-password-reset__error" />
        <NewPasswordFields
          username={link.email}
          usernameType="email"
          password={model.form.fields.password}
          confirmation={model.form.fields.confirmation}
          labels={{ password: t('passwordReset.newPassword'), confirmation: t('passwordReset.confirmPassword') }}
          hint={t('passwordReset.rule')}
          inputParts={{ password: 'new-password', confirmation: 'confirm-password' }}
        />
        <Button type="submit" block part="submit" disabled={!model.canSubmit.value} loading={model.pending.value}>
          {t('passwordReset.submit')}
        </Button>
      </form>
    </div>
  );
}
