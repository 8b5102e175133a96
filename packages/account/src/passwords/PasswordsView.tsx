import { addEnglishTexts } from '@casino-sdk/core/internal';
import { Heading, headingTag, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormAlert, FormPasswordField, messageText } from '@casino-sdk/ui/field';
import { NewPasswordFields } from '@casino-sdk/ui/field/new-password';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, type FormEvent } from 'react';
import { createPasswordsModel } from './passwords-model';
import english from './texts.en.json';

addEnglishTexts(english);

/** `<casino-account view="passwords">`: a thin layer over the passwords model. */
export function PasswordsView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createPasswordsModel(runtime), [runtime]);
  const titleId = useId();
  const player = runtime.store.player.value;
  const outcome = model.outcome.value;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };

  return (
    <section className="casino-account__view" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-account__title" id={titleId}>
        {t('passwords.title')}
      </Heading>
      {!model.changeable.value ? (
        <p className="casino-account__note" part="password-unchangeable">
          {t('passwords.unchangeable')}
        </p>
      ) : (
        <form className="casino-form casino-account__form" part="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          <FormAlert message={outcome?.tone === 'error' ? outcome.message : null} className="casino-account__error" />
          <FormPasswordField field={model.form.fields.current} label={t('passwords.current')} name="current-password" autoComplete="current-password" required inputPart="current-password" />
          <NewPasswordFields
            username={player?.username ?? ''}
            password={model.form.fields.next}
            confirmation={model.form.fields.confirm}
            labels={{ password: t('passwords.new'), confirmation: t('passwords.confirm') }}
            hint={t('passwords.rule')}
            inputParts={{ password: 'new-password', confirmation: 'confirm-password' }}
          />
          <Button type="submit" block part="submit" disabled={!model.canSubmit.value} loading={model.form.busy.value}>
            {t('passwords.submit')}
          </Button>
          <p className="casino-account__status" role="status" part="status">
            {outcome?.tone === 'success' ? messageText(t, outcome.message) : null}
          </p>
        </form>
      )}
    </section>
  );
}
