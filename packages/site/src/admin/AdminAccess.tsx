import type { AdminText } from '@casino-sdk/core';
import { emit, navigate, useHost, useRuntime } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { PasswordField, TextField } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { ADMIN_LOGIN_EVENT, ADMIN_LOGOUT_EVENT } from './admin-events';
import { createAdminAccessModel, createAdminBarModel } from './admin-model';
import { ExitAdminDialog } from './ExitAdminDialog';
import { useAdminT } from './use-admin-t';

export interface AdminAccessProps {
  /** Where to go after entering or leaving admin mode; default `/` (spec: the user goes to /). */
  redirect?: string;
  /** Level of the heading, 1–6 (default 1: the element is usually the whole page). */
  headingLevel?: number;
}

function level(value: number | undefined): 1 | 2 | 3 | 4 | 5 | 6 {
  const n = Math.round(value ?? 1);
  return (n >= 1 && n <= 6 ? n : 1) as 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * The `<casino-admin>` view: the admin access form, or — already in admin mode — who is signed in
 * and the exit button. Admin tool texts come from `useAdminT` (readable even with keys shown).
 */
export function AdminAccess({ redirect, headingLevel }: AdminAccessProps) {
  useSignals();
  const t = useAdminT();
  const host = useHost();
  const runtime = useRuntime();
  const model = useMemo(() => createAdminAccessModel(runtime), [runtime]);
  const exit = useMemo(() => createAdminBarModel(runtime), [runtime]);
  useEffect(() => () => exit.dispose(), [exit]);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const text = (message: AdminText | undefined | null) => (message ? t(message.key, message.values) : null);

  const heading = createElement(`h${level(headingLevel)}`, { className: 'casino-admin__title', part: 'heading', id: titleId }, t('admin.title'));
  const admin = runtime.store.admin.value;

  if (admin && !model.pending.value) {
    return (
      <div className="casino-admin" part="signed-in">
        {heading}
        <p className="casino-admin__signed-in" part="status">
          {t('admin.signedIn', { name: admin.username })}
        </p>
        <Button block variant="secondary" part="exit-button" onClick={exit.askExit}>
          {t('admin.exit')}
        </Button>
        <ExitAdminDialog
          model={exit}
          onExited={() => {
            emit(host, ADMIN_LOGOUT_EVENT, {});
            navigate(host, redirect || '/');
          }}
        />
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await model.submit();
    if (outcome.ok) {
      emit(host, ADMIN_LOGIN_EVENT, { username: outcome.username });
      navigate(host, redirect || '/');
      return;
    }
    if (outcome.reason === 'invalid') {
      (model.fieldErrors.value.username ? usernameRef : passwordRef).current?.focus();
    } else if (outcome.reason === 'incorrect' || outcome.reason === 'throttled') {
      // The password was cleared: the next try starts there, the alert has already been read out.
      passwordRef.current?.focus();
    }
  };

  const error = model.error.value;
  const fieldErrors = model.fieldErrors.value;
  return (
    <div className="casino-admin">
      {heading}
      <p className="casino-admin__intro" part="intro">
        {t('admin.intro')}
      </p>
      <form className="casino-admin__form" part="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <div className="casino-admin__error" part="error" role="alert">
          {/* The "!" is drawn by CSS, so the alert's text is exactly the message. */}
          {error ? <span className="casino-admin__error-text">{text(error)}</span> : null}
        </div>
        <TextField
          ref={usernameRef}
          label={t('admin.username')}
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
          label={t('admin.password')}
          name="password"
          autoComplete="current-password"
          required
          inputPart="password"
          value={model.password.value}
          onValueChange={model.setPassword}
          error={text(fieldErrors.password)}
        />
        <Button type="submit" block part="submit" loading={model.pending.value}>
          {t('admin.submit')}
        </Button>
      </form>
    </div>
  );
}
