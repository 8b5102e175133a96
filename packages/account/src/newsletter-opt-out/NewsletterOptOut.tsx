import { addEnglishTexts } from '@casino-sdk/core/internal';
import { localePath } from '@casino-sdk/core/rules';
import { Heading, headingTag, navigate, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { Dialog } from '@casino-sdk/ui/dialog';
import { FormTextAreaField } from '@casino-sdk/ui/field/textarea';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, type FormEvent } from 'react';
import { createOptOutModel, REASON_MAX } from './opt-out-model';
import english from './texts.en.json';

addEnglishTexts(english);

export interface NewsletterOptOutProps {
  token?: string;
  headingLevel?: number;
}

/** `<casino-newsletter-opt-out>`: a thin layer over the opt-out model. */
export function NewsletterOptOut({ token, headingLevel }: NewsletterOptOutProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const model = useModel(() => createOptOutModel(runtime, token), [runtime, token]);
  const titleId = useId();
  useEffect(() => void model.check(), [model]);
  const state = model.state.value;
  const home = (
    <Button variant="secondary" part="home" onClick={() => navigate(host, localePath(runtime.store.language.value, ''))}>
      {t('optOut.home')}
    </Button>
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.ask();
  };
  const reason = model.form.fields.reason.value.value;

  return (
    <section className="casino-newsletter-opt-out" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-newsletter-opt-out__title" id={titleId}>
        {t('optOut.title')}
      </Heading>
      {state.kind === 'checking' ? (
        <p role="status" part="checking">
          {t('optOut.checking')}
        </p>
      ) : state.kind === 'unavailable' ? (
        <>
          <p part="unavailable">{t('optOut.unavailable')}</p>
          {home}
        </>
      ) : state.kind === 'done' ? (
        <>
          <p role="status" part="result">
            {t(`optOut.result.${state.result}`)}
          </p>
          {home}
        </>
      ) : (
        <form className="casino-form" part="form" noValidate onSubmit={onSubmit}>
          <p>{t('optOut.intro')}</p>
          <FormTextAreaField
            field={model.form.fields.reason}
            label={t('optOut.reason')}
            name="reason"
            maxLength={REASON_MAX}
            hint={t('optOut.counter', { count: reason.length, max: REASON_MAX })}
            inputPart="reason"
          />
          <Button type="submit" part="submit">
            {t('optOut.submit')}
          </Button>
        </form>
      )}
      <Dialog
        open={model.confirming.value}
        onClose={model.cancel}
        title={t('optOut.confirmTitle')}
        actions={
          <>
            <Button variant="secondary" part="confirm-no" onClick={model.cancel}>
              {t('optOut.confirmNo')}
            </Button>
            <Button part="confirm-yes" loading={model.sending.value} onClick={() => void model.confirm()}>
              {t('optOut.confirmYes')}
            </Button>
          </>
        }
      >
        <p>{t('optOut.confirmText')}</p>
      </Dialog>
    </section>
  );
}
