import { addEnglishTexts, takeReturnPath, trackMarketing } from '@casino-sdk/core/internal';
import { localePath, RECOVERY_ROUTE, REGISTRATION_ROUTE } from '@casino-sdk/core/rules';
import { emit, Heading, headingTag, linkClick, navigate, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { LazyDialog } from '@casino-sdk/ui/dialog/lazy';
import { FormAlert, FormPasswordField, FormTextField } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, type FormEvent } from 'react';
import { LazyCaptchaField } from '../captcha/LazyCaptchaField';
import { createLoginModel, DEFAULT_BLOCK_MINUTES } from './login-model';
import english from './texts.en.json';

// These English texts travel with this element's code, not in the shared runtime; the security
// check's come with the registration's field it reuses.
addEnglishTexts(english);

export interface LoginFormProps {
  /** Where to go after a successful login; default: the page the visitor wanted (same-origin only), else `/{lang}/casino`. */
  redirect?: string;
  /** Level of the heading, 1–6 (default 1: the element is usually the whole page). */
  headingLevel?: number;
}

/** The `<casino-login>` view: a thin layer over the login model. */
export function LoginForm({ redirect, headingLevel }: LoginFormProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const model = useModel(() => createLoginModel(runtime), [runtime]);
  const titleId = useId();
  const title = headingTag(headingLevel);

  const language = runtime.store.language.value;
  useEffect(() => {
    // The registration flow ends here with ?success=thankyou: the spec's registration-completed event.
    if (new URLSearchParams(globalThis.location?.search).get('success') === 'thankyou') trackMarketing(runtime, 'registration-completed');
  }, [runtime]);

  const blocked = model.blocked.value;
  const captcha = model.captcha.value;

  const player = runtime.store.player.value;
  if (runtime.store.isAuthenticated.value && player && !model.pending.value) {
    // Already signed in (another element, a saved session, or this form a moment ago while the
    // host keeps the page): say so instead of offering a second login.
    return (
      <div className="casino-login" part="signed-in">
        <Heading tag={title} className="casino-login__title">{t('login.signedInTitle')}</Heading>
        <p className="casino-login__signed-in">{t('login.signedIn', { name: player.name || player.username })}</p>
        <Button block onClick={() => navigate(host, redirect || takeReturnPath(runtime))}>
          {t('login.continue')}
        </Button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await model.submit();
    if (outcome.ok) {
      emit(host, 'casino-login', { playerId: outcome.playerId });
      trackMarketing(runtime, 'login');
      navigate(host, redirect || takeReturnPath(runtime));
    }
    // An invalid form has taken the keyboard to its first problem already (the form model).
  };

  return (
    <div className="casino-login">
      <Heading tag={title} className="casino-login__title" id={titleId}>
        {t('login.title')}
      </Heading>
      <form className="casino-form casino-login__form" part="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <FormAlert message={model.error.value} className="casino-login__error" />
        <FormTextField
          field={model.form.fields.username}
          label={t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          inputPart="username"
        />
        <FormPasswordField field={model.form.fields.password} label={t('login.password')} autoComplete="current-password" inputPart="password" />
        {captcha && <LazyCaptchaField captcha={captcha} answer={model.form.fields.captchaAnswer} />}
        <a
          className="casino-link casino-login__recovery"
          part="recovery-link"
          href={localePath(language, RECOVERY_ROUTE)}
          onClick={linkClick(host, localePath(language, RECOVERY_ROUTE))}
        >
          {t('login.forgotPassword')}
        </a>
        <Button type="submit" block part="submit" loading={model.pending.value}>
          {t('login.submit')}
        </Button>
      </form>
      <div className="casino-login__register">
        <p className="casino-login__register-text">{t('login.noAccount')}</p>
        <Button variant="secondary" block part="register-button" onClick={() => navigate(host, localePath(language, REGISTRATION_ROUTE))}>
          {t('login.register')}
        </Button>
      </div>
      <LazyDialog
        open={blocked !== null}
        onClose={model.dismissBlocked}
        title={t('login.blocked.title')}
        className="casino-login__blocked"
        actions={
          <Button part="blocked-close" onClick={model.dismissBlocked}>
            {t('dialog.close')}
          </Button>
        }
      >
        <p className="casino-login__blocked-text" part="blocked-text">
          {t('login.blocked.text', { count: blocked?.minutes ?? DEFAULT_BLOCK_MINUTES })}
        </p>
        <ul className="casino-login__blocked-links">
          {(
            [
              ['blocked-recovery-link', 'recovery-password', 'login.forgotPassword'],
              ['blocked-support-link', 'contact', 'login.blocked.support'],
            ] as const
          ).map(([part, route, key]) => (
            <li key={part}>
              <a
                className="casino-link"
                part={part}
                href={localePath(language, route)}
                onClick={(event) => {
                  model.dismissBlocked();
                  linkClick(host, localePath(language, route))(event);
                }}
              >
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </LazyDialog>
    </div>
  );
}
