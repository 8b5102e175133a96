import { addEnglishTexts } from '@casino-sdk/core/internal';
import { LOGIN_ROUTE, localePath } from '@casino-sdk/core/rules';
import { Heading, headingTag, linkClick, navigate, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormAlert, FormTextField } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, type FormEvent } from 'react';
import { createRecoveryModel } from './recovery-model';
import english from './texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

export interface RecoveryFormProps {
  /** Level of the heading, 1–6 (default 1: the element is usually the whole page). */
  headingLevel?: number;
}

/** The `<casino-recovery>` view: a thin layer over the recovery model. */
export function RecoveryForm({ headingLevel }: RecoveryFormProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const model = useModel(() => createRecoveryModel(runtime), [runtime]);
  const titleId = useId();
  const title = headingTag(headingLevel);
  const introId = useId();
  const language = runtime.store.language.value;
  const loginPath = localePath(language, LOGIN_ROUTE);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An invalid form has taken the keyboard to its first problem already (the form model).
    await model.submit();
  };

  const sentTo = model.sentTo.value;
  if (sentTo !== null) {
    return (
      <div className="casino-recovery" part="sent">
        <Heading tag={title} className="casino-recovery__title">{t('recovery.sentTitle')}</Heading>
        <p className="casino-recovery__intro" role="status" part="sent-text">
          {t('recovery.sentText', { email: sentTo })}
        </p>
        <Button block part="login-button" onClick={() => navigate(host, loginPath)}>
          {t('recovery.backToLogin')}
        </Button>
        <Button variant="secondary" block part="again-button" onClick={model.again}>
          {t('recovery.again')}
        </Button>
      </div>
    );
  }

  return (
    <div className="casino-recovery">
      <Heading tag={title} className="casino-recovery__title" id={titleId}>
        {t('recovery.title')}
      </Heading>
      <p className="casino-recovery__intro" id={introId}>
        {t('recovery.intro')}
      </p>
      <form className="casino-form casino-recovery__form" part="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-describedby={introId}>
        <FormAlert message={model.error.value} className="casino-recovery__error" />
        <FormTextField
          field={model.form.fields.email}
          label={t('recovery.email')}
          type="email"
          name="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          inputPart="email"
        />
        <Button type="submit" block part="submit" loading={model.pending.value}>
          {t('recovery.submit')}
        </Button>
      </form>
      <p className="casino-recovery__login">
        <a className="casino-link" part="login-link" href={loginPath} onClick={linkClick(host, loginPath)}>
          {t('recovery.backToLogin')}
        </a>
      </p>
    </div>
  );
}
