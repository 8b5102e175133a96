import { addEnglishTexts } from '@casino-sdk/core/internal';
import type { Survey } from '@casino-sdk/core/contract/survey';
import { SURVEY_TEXTAREA_MAX, type Language } from '@casino-sdk/core/rules';
import { Heading, headingTag, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormAlert, FormCheckboxField, FormSelectField, FormTextField, messageText } from '@casino-sdk/ui/field';
import { FormChoiceField } from '@casino-sdk/ui/field/choice';
import { FormTextAreaField } from '@casino-sdk/ui/field/textarea';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, type FormEvent } from 'react';
import { createSowqModel, type SowqModel, type SowqQuestion } from './sowq-model';
import { answerText } from './sowq-rules';
import english from './texts.en.json';

addEnglishTexts(english);

/** `<casino-account view="sowq">`: the source-of-wealth questionnaire, a thin layer over its model. */
export function SowqView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const model = useModel(() => createSowqModel(runtime), [runtime]);
  const titleId = useId();
  const state = model.state.value;
  return (
    <section className="casino-account__view" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-account__title" id={titleId}>
        {t('sowq.title')}
      </Heading>
      {state.kind === 'loading' ? (
        <p className="casino-account__note" role="status" part="loading">
          {t('sowq.loading')}
        </p>
      ) : state.kind === 'error' ? (
        <RetryPanel message={messageText(t, state.message) ?? ''} onRetry={() => void model.load()} part="error" />
      ) : state.page === 'notNecessary' ? (
        <p className="casino-account__note" part="not-necessary">
          {t('sowq.notNecessary')}
        </p>
      ) : state.page === 'answers' ? (
        <Answers survey={state.survey} saved={model.saved.value} language={language} />
      ) : (
        <QuestionnaireForm model={model} titleId={titleId} />
      )}
    </section>
  );
}

function Answers({ survey, saved, language }: { survey: Survey; saved: boolean; language: Language }) {
  const t = useT();
  return (
    <>
      <p className="casino-account__status" role="status" part="status">
        {saved ? t('sowq.saved') : null}
      </p>
      <p className="casino-account__note">{t('sowq.answersIntro')}</p>
      <dl className="casino-account__answers" part="answers">
        {survey.survey_answers.map((answer) => (
          <div key={answer.id} className="casino-account__answer">
            <dt>{answer.question}</dt>
            <dd>{answerText(survey, answer, language) || '—'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function QuestionnaireForm({ model, titleId }: { model: SowqModel; titleId: string }) {
  useSignals();
  const t = useT();
  const language = useRuntime().store.language.value;
  const form = model.form.value;
  if (!form) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };
  return (
    <form className="casino-form casino-account__form" part="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <p className="casino-account__note">{t('sowq.intro')}</p>
      <FormAlert message={form.error.value} className="casino-account__error" />
      {model.questions.value.map((question) => (
        <Question key={question.content.id} question={question} today={model.today} language={language} />
      ))}
      <Button type="submit" block part="submit" loading={form.busy.value}>
        {t('sowq.submit')}
      </Button>
    </form>
  );
}

/** One question in the field of its kind. */
function Question({ question, today, language }: { question: SowqQuestion; today: string; language: Language }) {
  const t = useT();
  const { content } = question;
  const name = `sowq-${content.id}`;
  const options = content.survey_content_options.map((option) => ({ value: option.value, label: option.name }));
  switch (question.kind) {
    case 'checkbox':
      return <FormCheckboxField field={question.field} label={content.question} name={name} />;
    case 'select':
      return <FormSelectField field={question.field} label={content.question} name={name} options={options} placeholder={t('sowq.choose')} />;
    case 'radio':
      return <FormChoiceField field={question.field} label={content.question} options={options} inline={false} />;
    case 'textarea':
      return <FormTextAreaField field={question.field} label={content.question} name={name} rows={4} maxLength={SURVEY_TEXTAREA_MAX} hint={t('sowq.textareaHint', { max: new Intl.NumberFormat(language).format(SURVEY_TEXTAREA_MAX) })} />;
    case 'number':
      return <FormTextField field={question.field} label={content.question} name={name} inputMode="decimal" hint={t('sowq.numberHint')} />;
    case 'date':
      return <FormTextField field={question.field} label={content.question} name={name} type="date" max={today} />;
    default:
      return <FormTextField field={question.field} label={content.question} name={name} autoComplete={content.type === 'text' ? 'off' : undefined} />;
  }
}
