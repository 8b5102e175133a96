import { CASINO_ROUTE, LOGIN_ROUTE, localePath } from '@casino-sdk/core/rules';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { emit, Heading, headingTag, navigate, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormAlert } from '@casino-sdk/ui/field';
import { NewPasswordFields } from '@casino-sdk/ui/field/new-password';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, type FormEvent } from 'react';
import { createChangePasswordModel } from './change-password-model';
import english from './texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

export interface ChangePasswordFormProps {
  /** Level of the heading, 1–6 (default 1: the element is usually the whole page). */
  headingLevel?: number;
  /** Where to go after the password is set; default `/{lang}/casino`. */
  redirect?: string;
}

/** The `<casino-change-password>` view: a thin layer over the change-password model. */
export function ChangePasswordForm({ redirect, headingLevel }: ChangePasswordFormProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const model = useModel(() => createChangePasswordModel(runtime), [runtime]);
  const titleId = useId();
  const title = headingTag(headingLevel);
  const introId = useId();

  const language = runtime.store.language.value;
  const pending = model.pending.value;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await model.submit();
    // An invalid form has taken the keyboard to its first problem already (the form model).
    if (outcome.ok) navigate(host, redirect || localePath(runtime.store.language.value, CASINO_ROUTE));
  };

  const onLogout = async () => {
    await model.logout();
    emit(host, 'casino-logout', {});
    navigate(host, localePath(runtime.store.language.value));
  };

  const player = runtime.store.player.value;
  const continuePath = redirect || localePath(language, CASINO_ROUTE);

  if (!runtime.store.session.value) {
    // A visitor (or a player who just logged out here): the host's guard normally sends them to login first.
    return (
      <div className="casino-change-password" part="signed-out">
        <Heading tag={title} className="casino-change-password__title">{t('changePassword.title')}</Heading>
        <p className="casino-change-password__intro">{t('changePassword.signedOut')}</p>
        <Button block part="login-button" onClick={() => navigate(host, localePath(language, LOGIN_ROUTE))}>
          {t('changePassword.login')}
        </Button>
      </div>
    );
  }

  if (model.saved.value || (player && player.is_crypt !== false)) {
    // Saved a moment ago (the host is moving on), or a player who never needed this page.
    return (
      <div className="casino-change-password" part="done">
        <Heading tag={title} className="casino-change-password__title">{t('changePassword.title')}</Heading>
        <p className="casino-change-password__intro" role="status">
          {t(model.saved.value ? 'changePassword.saved' : 'changePassword.notNeeded')}
        </p>
        <Button block part="continue-button" onClick={() => navigate(host, continuePath)}>
          {t('changePassword.continue')}
        </Button>
      </div>
    );
  }

  return (
    <div className="casino-change-password">
      <Heading tag={title} className="casino-change-password__title" id={titleId}>
        {t('changePassword.title')}
      </Heading>
      <p className="casino-change-password__intro" id={introId} part="intro">
        {t('changePassword.intro')}
      </p>
      <form
        className="casino-form casino-change-password__form"
        part="form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        aria-describedby={introId}
      >
        <FormAlert message={model.error.value} className="casino-change-password__error" />
        <NewPasswordFields
          username={player?.username ?? ''}
          password={model.form.fields.password}
          confirmation={model.form.fields.confirmation}
          labels={{ password: t('changePassword.newPassword'), confirmation: t('changePassword.confirmPassword') }}
          hint={t('changePassword.rule')}
          inputParts={{ password: 'new-password', confirmation: 'confirm-password' }}
        />
        <Button type="submit" block part="submit" disabled={!model.valid.value || !player} loading={pending}>
          {t('changePassword.submit')}
        </Button>
      </form>
      <div className="casino-change-password__leave">
        <p className="casino-change-password__leave-text">{t('changePassword.leaveText')}</p>
        <Button variant="secondary" part="logout-button" loading={model.loggingOut.value} disabled={pending} onClick={() => void onLogout()}>
          {t('changePassword.logout')}
        </Button>
      </div>
    </div>
  );
}
