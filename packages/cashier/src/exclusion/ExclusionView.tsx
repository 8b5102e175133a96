import { formatLongDate, formatMoment } from '@casino-sdk/core/dates';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { Heading, headingTag, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormNotice, FormSelectField, FormTextField, messageText } from '@casino-sdk/ui/field';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, type FormEvent } from 'react';
import { ConfirmButton } from '../cashier/ConfirmButton';
import { createExclusionModel, type ExclusionModel } from './exclusion-model';
import english from './texts.en.json';

addEnglishTexts(english);

/** `<casino-cashier view="exclusion">`: a thin layer over the self-exclusion model. */
export function ExclusionView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createExclusionModel(runtime), [runtime]);
  const titleId = useId();
  const language = runtime.store.language.value;
  const load = model.load.value;
  const current = model.currentEnd.value;

  return (
    <section className="casino-cashier__view" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-cashier__title" id={titleId}>
        {t('cashier.exclusionTitle')}
      </Heading>
      <p className="casino-cashier__gate">{t('cashier.exclusionIntro')}</p>
      {current ? (
        <p className="casino-cashier__gate" part="excluded">
          {t('cashier.exclusionActive', { date: formatLongDate(current, language) })}
        </p>
      ) : null}
      {load.kind === 'loading' ? (
        <p className="casino-cashier__loading" role="status" part="loading">
          {t('cashier.exclusionLoading')}
        </p>
      ) : load.kind === 'error' ? (
        <RetryPanel message={messageText(t, load.message) ?? ''} onRetry={model.retry} part="error" />
      ) : (
        <>
          <ExclusionRequests model={model} />
          {model.confirming.value ? <ExclusionConfirm model={model} /> : <ExclusionForm model={model} />}
        </>
      )}
      <FormNotice notice={model.notice.value} className="casino-cashier__notice" />
    </section>
  );
}

function ExclusionForm({ model }: { model: ExclusionModel }) {
  useSignals();
  const t = useT();
  const language = useRuntime().store.language.value;
  const plan = model.plan.value;
  const from = formatMoment(plan?.from, language);
  const options = model.periods.map((period) => ({ value: String(period), label: period === 'forever' ? t('cashier.periodForever') : t('cashier.periodDays', { count: period }) }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.review();
  };
  return (
    <form className="casino-form casino-cashier__form" part="form" noValidate onSubmit={onSubmit}>
      <FormSelectField field={model.form.fields.period} label={t('cashier.period')} name="period" placeholder={t('cashier.periodChoose')} options={options} required part="period" />
      {plan && from ? (
        <p className="casino-cashier__hint" part="plan">
          {t('cashier.exclusionSummary', { fromLocal: from.local, fromUtc: from.utc, until: formatLongDate(plan.until, language) })}
        </p>
      ) : null}
      <FormTextField
        field={model.form.fields.reason}
        label={t('cashier.reason')}
        hint={model.reasonRequired.value ? undefined : t('cashier.reasonHint')}
        name="reason"
        autoComplete="off"
        maxLength={255}
        required={model.reasonRequired.value}
        inputPart="reason"
      />
      <Button type="submit" block part="submit">
        {t('cashier.exclusionSubmit')}
      </Button>
    </form>
  );
}

function ExclusionConfirm({ model }: { model: ExclusionModel }) {
  useSignals();
  const t = useT();
  const language = useRuntime().store.language.value;
  const plan = model.plan.value;
  if (!plan) return null;
  return (
    <div className="casino-cashier__confirm" role="group" aria-labelledby="casino-cashier-exclusion-confirm" part="confirm">
      <p className="casino-cashier__gate" id="casino-cashier-exclusion-confirm">
        {t('cashier.exclusionConfirm', { from: formatMoment(plan.from, language)?.local ?? '', until: formatLongDate(plan.until, language) })}
      </p>
      <div className="casino-cashier__actions">
        <Button part="confirm-yes" onClick={() => void model.confirm()}>
          {t('cashier.exclusionConfirmYes')}
        </Button>
        <Button variant="secondary" part="confirm-no" onClick={model.back}>
          {t('cashier.exclusionConfirmNo')}
        </Button>
      </div>
    </div>
  );
}

function ExclusionRequests({ model }: { model: ExclusionModel }) {
  useSignals();
  const t = useT();
  const language = useRuntime().store.language.value;
  const requests = model.requests.value;
  if (requests.length === 0) return null;
  return (
    <ul className="casino-cashier__pending-list">
      {requests.map((request) => {
        const when = formatMoment(request.activated_at, language);
        return (
          <li key={request.id} className="casino-cashier__pending-item" part="request">
            <p className="casino-cashier__gate">
              {t('cashier.exclusionPending', { until: formatLongDate(request.response?.status_expires_at, language), local: when?.local ?? '', utc: when?.utc ?? '' })}
            </p>
            <ConfirmButton question={t('cashier.deleteQuestion')} yes={t('cashier.deleteYes')} no={t('cashier.deleteNo')} onConfirm={() => void model.deleteRequest(request.id)} part="delete">
              {t('cashier.deleteRequest')}
            </ConfirmButton>
          </li>
        );
      })}
    </ul>
  );
}
