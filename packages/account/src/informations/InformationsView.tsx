import { formatLongDate } from '@casino-sdk/core/dates';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { realityMinutesOptions } from '@casino-sdk/core/contract/player';
import { Heading, headingTag, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormNotice, FormSelectField, FormTextField, messageText } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, type FormEvent } from 'react';
import { createInformationsModel, type ContactState } from './informations-model';
import english from './texts.en.json';

addEnglishTexts(english);

/** `<casino-account view="informations">`: a thin layer over the informations model. */
export function InformationsView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createInformationsModel(runtime), [runtime]);
  const titleId = useId();
  const player = runtime.store.player.value;
  const language = runtime.store.language.value;
  const info = player?.information;
  const rows: [string, string | null | undefined][] = [
    ['informations.name', player?.name],
    ['informations.gender', info?.gender ? t(`informations.gender.${info.gender}`, { defaultValue: info.gender }) : null],
    ['informations.dob', info?.dob ? formatLongDate(info.dob, language) : null],
    ['informations.country', info?.country],
    ['informations.city', info?.city],
    ['informations.address', info?.address_line_1],
    ['informations.streetNumber', info?.street_number ?? info?.address_line_2],
    ['informations.postalCode', info?.postal_code],
    ['informations.nationality', info?.nationality],
    ['informations.nickname', player?.username],
    ['informations.playerId', player ? String(player.id) : null],
  ];
  const onReality = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.saveReality();
  };
  const heading = headingTag(headingLevel, 1);

  return (
    <section className="casino-account__view" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-account__title" id={titleId}>
        {t('informations.title')}
      </Heading>
      <dl className="casino-account__details" part="details">
        {rows.map(([label, value]) => (
          <div key={label} className="casino-account__detail">
            <dt>{t(label)}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <ContactForm model={model.email} kind="email" heading={heading} />
      <ContactForm model={model.phone} kind="phone" heading={heading} onType={model.typeMobile} />
      <form className="casino-form casino-account__form" part="reality-form" noValidate onSubmit={onReality}>
        <FormSelectField
          field={model.reality.fields.minutes}
          label={t('informations.reality')}
          name="reality-minutes"
          options={realityMinutesOptions.map((minutes) => ({ value: String(minutes), label: t('informations.realityMinutes', { count: minutes }) }))}
          part="reality"
        />
        <Button type="submit" variant="secondary" part="reality-save" loading={model.reality.busy.value}>
          {t('informations.realitySave')}
        </Button>
        {model.realityNotice.value ? (
          <p className="casino-account__error-line" role="alert">
            {messageText(t, model.realityNotice.value)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function ContactForm({ model, kind, heading, onType }: { model: ContactState; kind: 'email' | 'phone'; heading: ReturnType<typeof headingTag>; onType?: (typed: string) => void }) {
  useSignals();
  const t = useT();
  const titleId = useId();
  const locked = model.locked.value;
  const wait = model.waitSeconds.value;
  const notice = model.notice.value;
  const onRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.request();
  };
  return (
    <form className="casino-form casino-account__form" part={`${kind}-form`} noValidate onSubmit={onRequest} aria-labelledby={titleId}>
      <Heading tag={heading} className="casino-account__subtitle" id={titleId}>
        {t(`informations.${kind}Title`)}
      </Heading>
      <FormTextField
        field={model.form.fields.value}
        label={t(`informations.${kind}`)}
        name={kind === 'email' ? 'email' : 'mobile'}
        type={kind === 'email' ? 'email' : 'tel'}
        autoComplete={kind === 'email' ? 'email' : 'tel'}
        inputMode={kind === 'email' ? 'email' : 'tel'}
        readOnly={locked}
        hint={locked ? t(`informations.${kind}Locked`) : undefined}
        onValueChange={onType}
        inputPart={kind}
      />
      {locked ? null : (
        <Button type="submit" variant="secondary" part={`${kind}-confirm`} disabled={wait > 0} loading={model.busy.value && !model.sent.value}>
          {wait > 0 ? t('informations.wait', { count: wait }) : t(`informations.${kind}Confirm`)}
        </Button>
      )}
      {model.sent.value && !locked ? (
        <div className="casino-account__code">
          <FormTextField field={model.form.fields.code} label={t('informations.code')} name={`${kind}-code`} autoComplete="one-time-code" inputMode="numeric" inputPart={`${kind}-code`} />
          <Button type="button" part={`${kind}-verify`} loading={model.busy.value} onClick={() => void model.verify()}>
            {t('informations.verify')}
          </Button>
        </div>
      ) : null}
      <FormNotice notice={notice} className="casino-account__status" part={`${kind}-notice`} />
    </form>
  );
}
