import { localePath } from '@casino-sdk/core/rules';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useElementStyles, linkClick, useHost, useLanguage, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormAlert, FormTextField } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, type ReactNode } from 'react';
import type { RestoreStep } from './restore-step';
import english from './texts.en.json';
import { laterStepsCss } from '../later-steps.styles';

// Step -1's English texts load with its view (the first screen does not carry them).
addEnglishTexts(english);

export interface RestoreStepViewProps {
  restore: RestoreStep;
  onSubmit: () => void;
  /** The step's heading (`StepHeading`, from the element's entry). */
  heading: ReactNode;
}

/** Step -1: the restore link's e-mail check. */
export function RestoreStepView({ restore, onSubmit, heading }: RestoreStepViewProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  useElementStyles(laterStepsCss);
  const language = useLanguage();
  const error = restore.form.error.value;
  const confirmed = error !== null && 'key' in error && error.key === 'registration.restore.already_confirmed';
  const link = (part: string, route: 'recovery-password' | 'login', key: string) => (
    <a className="casino-link" part={part} href={localePath(language, route)} onClick={linkClick(host, localePath(language, route))}>
      {t(key)}
    </a>
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="casino-form casino-registration__form" part="restore-form" noValidate onSubmit={submit} aria-labelledby="casino-registration-step-title">
      {heading}
      <p className="casino-registration__intro">{t('registration.restore.intro')}</p>
      <FormAlert message={error} className="casino-registration__error" />
      {confirmed ? (
        <p className="casino-registration__links">
          {link('restore-recovery-link', 'recovery-password', 'registration.restore.recovery')} · {link('restore-login-link', 'login', 'registration.login')}
        </p>
      ) : null}
      <FormTextField field={restore.form.fields.email} label={t('registration.email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} inputPart="restore-email" />
      <Button type="submit" block part="submit-restore" loading={restore.form.busy.value}>
        {t('registration.restore.submit')}
      </Button>
    </form>
  );
}
