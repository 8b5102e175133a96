import { emit, headingTag, navigate, useHost, useModel, useRuntime } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormAlert, FormPasswordField, FormTextField } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useId, type FormEvent } from 'react';
import { LazyCaptchaField } from '@casino-sdk/access/captcha/LazyCaptchaField';
import { ADMIN_LOGIN_EVENT, ADMIN_LOGOUT_EVENT } from './admin-events';
import { createAdminAccessModel, createAdminBarModel } from './admin-model';
import { ExitAdminDialog } from './ExitAdminDialog';
import { useAdminT } from './use-admin-t';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import english from './access.texts.en.json';

// These English texts travel with this element's code, not in the shared runtime; the security
// check's come with the registration's field it reuses.
addEnglishTexts(english);

export interface AdminAccessProps {
  /** Where to go after entering or leaving admin mode; default `/` (spec: the user goes to /). */
  redirect?: string;
  /** Level of the heading, 1–6 (default 1: the element is usually the whole page). */
  headingLevel?: number;
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
  const model = useModel(() => createAdminAccessModel(runtime), [runtime]);
  const exit = useModel(() => createAdminBarModel(runtime), [runtime]);
  const titleId = useId();

  const heading = createElement(headingTag(headingLevel), { className: 'casino-admin__title', part: 'heading', id: titleId }, t('admin.title'));
  const admin = runtime.store.admin.value;
  const captcha = model.captcha.value;

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
    }
    // The model has moved the keyboard where the next try starts: the first problem, or the
    // cleared password after a refusal (the alert has already been read out).
  };

  return (
    <div className="casino-admin">
      {heading}
      <p className="casino-admin__intro" part="intro">
        {t('admin.intro')}
      </p>
      <form className="casino-form casino-admin__form" part="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <FormAlert message={model.error.value} t={t} className="casino-admin__error" />
        <FormTextField
          field={model.form.fields.username}
          t={t}
          label={t('admin.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          inputPart="username"
        />
        <FormPasswordField field={model.form.fields.password} t={t} label={t('admin.password')} autoComplete="current-password" inputPart="password" />
        {captcha && <LazyCaptchaField captcha={captcha} answer={model.form.fields.captchaAnswer} />}
        <Button type="submit" block part="submit" loading={model.pending.value}>
          {t('admin.submit')}
        </Button>
      </form>
    </div>
  );
}
