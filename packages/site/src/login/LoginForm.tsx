import { localePath, takeReturnPath, trackMarketing } from '@casino-sdk/core';
import { emit, linkClick, navigate, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { Dialog } from '@casino-sdk/ui/dialog';
import { PasswordField, TextField } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { createLoginModel, DEFAULT_BLOCK_MINUTES, type Message } from './login-model';

export interface LoginFormProps {
  /** Where to go after a successful login; default: the page the visitor wanted (same-origin only), else `/{lang}/casino`. */
  redirect?: string;
}

/** The `<casino-login>` view: a thin layer over the login model. */
export function LoginForm({ redirect }: LoginFormProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const model = useMemo(() => createLoginModel(runtime), [runtime]);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const language = runtime.store.language.value;
  useEffect(() => {
    // The registration flow ends here with ?success=thankyou: the spec's registration-completed event.
    if (new URLSearchParams(globalThis.location?.search).get('success') === 'thankyou') trackMarketing(runtime, 'registration-completed');
  }, [runtime]);

  const text = (message: Message | undefined | null) => (!message ? null : 'text' in message ? message.text : t(message.key));
  const fieldErrors = model.fieldErrors.value;
  const error = model.error.value;
  const blocked = model.blocked.value;

  const player = runtime.store.player.value;
  if (runtime.store.isAuthenticated.value && player && !model.pending.value) {
    // Already signed in (another element, a saved session, or this form a moment ago while the
    // host keeps the page): say so instead of offering a second login.
    return (
      <div className="casino-login" part="signed-in">
        <h2 className="casino-login__title">{t('login.title')}</h2>
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
      return;
    }
    if (outcome.reason === 'invalid') {
      // Take the keyboard to the first field that needs attention.
      const errors = model.fieldErrors.value;
      (errors.username ? usernameRef : passwordRef).current?.focus();
    }
  };

  return (
    <div className="casino-login">
      <h2 className="casino-login__title" id={titleId}>
        {t('login.title')}
      </h2>
      <form className="casino-login__form" part="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <div className="casino-login__error" part="error" role="alert">
          {error ? (
            <>
              <span className="casino-login__error-icon" aria-hidden="true">
                !
              </span>
              <span>{text(error)}</span>
            </>
          ) : null}
        </div>
        <TextField
          ref={usernameRef}
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          inputPart="username"
          value={model.username.value}
          onValueChange={model.setUsername}
          error={text(fieldErrors.username)}
        />
        <PasswordField
          ref={passwordRef}
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          inputPart="password"
          value={model.password.value}
          onValueChange={model.setPassword}
          error={text(fieldErrors.password)}
        />
        <a
          className="casino-link casino-login__recovery"
          part="recovery-link"
          href={localePath(language, 'recovery-password')}
          onClick={linkClick(host, localePath(language, 'recovery-password'))}
        >
          {t('login.forgotPassword')}
        </a>
        <Button type="submit" block part="submit" loading={model.pending.value}>
          {t('login.submit')}
        </Button>
      </form>
      <div className="casino-login__register">
        <p className="casino-login__register-text">{t('login.noAccount')}</p>
        <Button variant="secondary" block part="register-button" onClick={() => navigate(host, localePath(language, 'registration'))}>
          {t('login.register')}
        </Button>
      </div>
      <Dialog
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
      </Dialog>
    </div>
  );
}
