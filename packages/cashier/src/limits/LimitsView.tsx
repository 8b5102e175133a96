import { MAX_LIMIT_DIGITS } from '@casino-sdk/core/rules';
import { formatMoment } from '@casino-sdk/core/dates';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { Heading, headingTag, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormNotice, FormTextField, messageText } from '@casino-sdk/ui/field';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, type FormEvent } from 'react';
import { ConfirmButton } from '../cashier/ConfirmButton';
import { createLimitsModel, type LimitsModel } from './limits-model';
import { LIMIT_FIELDS, type LimitField } from './limits-rules';
import english from './texts.en.json';

addEnglishTexts(english);

/** `<casino-cashier view="limits">`: a thin layer over the limits model. */
export function LimitsView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createLimitsModel(runtime), [runtime]);
  const titleId = useId();
  const load = model.load.value;

  return (
    <section className="casino-cashier__view" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-cashier__title" id={titleId}>
        {t('cashier.limitsTitle')}
      </Heading>
      {load.kind === 'loading' ? (
        <p className="casino-cashier__loading" role="status" part="loading">
          {t('cashier.limitsLoading')}
        </p>
      ) : load.kind === 'error' ? (
        <RetryPanel message={messageText(t, load.message) ?? ''} onRetry={model.retry} part="error" />
      ) : (
        <LimitsForm model={model} />
      )}
      <FormNotice notice={model.notice.value} className="casino-cashier__notice" />
    </section>
  );
}

function LimitsForm({ model }: { model: LimitsModel }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const currency = runtime.store.player.value?.currency.symbol ?? '€';
  const hintId = useId();
  const waitUntil = model.nextRequestAt.value;
  const wait = waitUntil === null ? null : formatMoment(new Date(waitUntil).toISOString(), language);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };

  return (
    <form className="casino-form casino-cashier__form" part="form" noValidate onSubmit={onSubmit} aria-describedby={hintId}>
      <p className="casino-cashier__hint" id={hintId}>
        {t('cashier.limitsHint')}
      </p>
      {LIMIT_FIELDS.map((name) => (
        <LimitInput key={name} model={model} name={name} label={t(`cashier.limit.${name}`, { currency })} />
      ))}
      {wait ? (
        <p className="casino-cashier__gate" part="limits-wait">
          {t('cashier.limitsWait', wait)}
        </p>
      ) : (
        <Button type="submit" block part="submit" loading={model.form.busy.value}>
          {t('cashier.limitsSave')}
        </Button>
      )}
    </form>
  );
}

function LimitInput({ model, name, label }: { model: LimitsModel; name: LimitField; label: string }) {
  useSignals();
  const t = useT();
  const language = useRuntime().store.language.value;
  const request = model.pending.value[name];
  const value = request?.response?.[name];
  const when = formatMoment(request?.activated_at, language);
  return (
    <div className="casino-cashier__limit">
      <FormTextField
        field={model.form.fields[name]}
        label={label}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        maxLength={MAX_LIMIT_DIGITS}
        readOnly={request !== undefined}
        inputPart={`limit-${name.replace(/_/g, '-')}`}
      />
      {request ? (
        <div className="casino-cashier__request" part="request">
          <p className="casino-cashier__hint">
            {t('cashier.limitPending', { value: value === null || value === undefined || value <= 0 ? t('cashier.noLimit') : String(value), local: when?.local ?? '', utc: when?.utc ?? '' })}
          </p>
          <ConfirmButton question={t('cashier.deleteQuestion')} yes={t('cashier.deleteYes')} no={t('cashier.deleteNo')} busy={model.deleting.value === request.id} onConfirm={() => void model.deleteRequest(request.id)} part="delete">
            {t('cashier.deleteRequest')}
            <span className="casino-visually-hidden"> {label}</span>
          </ConfirmButton>
        </div>
      ) : null}
    </div>
  );
}
