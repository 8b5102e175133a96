import { addEnglishTexts } from '@casino-sdk/core/internal';
import { emit, Heading, lazyNamed, headingTag, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { messageText } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { AccountStepView } from './account/AccountStepView';
import { createRegistrationModel } from './registration-model';
import { StepBar } from './StepBar';
import { StepHeading } from './StepHeading';
import { StepPending } from './StepPending';
import english from './texts.en.json';

// Step 2 is most of the form's weight and most players reach it once: it loads when it shows.
const DetailsStepPanel = lazyNamed(() => import('./details/DetailsStepPanel'), 'DetailsStepPanel');
// Steps 1 and -1 are not the first screen of a new registration either (budget: 15 KB gzip of own code).
const loadCodesView = () => import('./codes/CodesStepView');
const CodesStepView = lazyNamed(loadCodesView, 'CodesStepView');
const RestoreStepView = lazyNamed(() => import('./restore/RestoreStepView'), 'RestoreStepView');
const RegistrationToaster = lazyNamed(() => import('./RegistrationToaster'), 'RegistrationToaster');

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

export interface RegistrationProps {
  /** The restore link's token: the flow starts at step -1. */
  tempToken?: string;
  /** Pre-fills the bonus code; default the page's `?promocode=`. */
  promocode?: string;
  /** The country the account is opened in; default the skin's first country. */
  country?: string;
  /** Level of the heading, 1–6 (default 1: the element is usually the whole page); the steps' headings are one below. */
  headingLevel?: number;
}

/** The `<casino-registration>` view: the steps of the registration model, one at a time. */
export function Registration({ tempToken, promocode, country, headingLevel }: RegistrationProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const model = useMemo(
    () =>
      createRegistrationModel(runtime, {
        tempToken: tempToken ?? null,
        promocode: promocode ?? new URLSearchParams(globalThis.location?.search).get('promocode'),
        country: country ?? null,
        notify: (message, tone) => {
          const text = messageText((key, values) => runtime.i18n.t(key, values), message) ?? '';
          void import('@casino-sdk/ui/toast').then(({ showToast }) => showToast(text, { tone }));
        },
      }),
    [runtime, tempToken, promocode, country],
  );
  useEffect(() => {
    void model.account.loadCampaigns();
    return () => model.dispose();
  }, [model]);

  const step = model.step.value;
  const [firstStep] = useState(step);
  const moved = step !== firstStep;
  useEffect(() => {
    emit(host, 'casino-registration-step', { step });
  }, [host, step]);

  const stepTag = headingTag(headingLevel, 1);
  const codes = model.codes.value;
  const restore = model.restore.value;
  const details = model.details.value;
  const saved = () => {
    if (!details) return;
    model.finished();
    // Step 2's own panel then offers the deposit limit and goes to /{lang}/login?success=thankyou.
    emit(host, 'casino-registration-complete', { userId: details.userId });
  };
  return (
    <div className="casino-registration" part="container">
      <Heading tag={headingTag(headingLevel)} className="casino-registration__title">
        {t('registration.title')}
      </Heading>
      {step >= 0 ? <StepBar step={step} completed={model.completed.value} /> : null}
      {step === -1 ? (
        <Suspense fallback={<StepPending step="restore" label={t('registration.restore.title')} />}>
          {restore ? (
            <RestoreStepView
              restore={restore}
              heading={<StepHeading tag={stepTag} takeFocus={false}>{t('registration.restore.title')}</StepHeading>}
              onSubmit={() => void model.submitRestore()}
            />
          ) : <StepPending step="restore" label={t('registration.restore.title')} />}
        </Suspense>
      ) : null}
      {step === 0 ? <AccountStepView
          account={model.account}
          moved={moved}
          headingTag={stepTag}
          onSubmit={() => {
            // Step 1's view loads beside the account call (its model too), so it shows at once.
            void loadCodesView();
            void model.submitAccount();
          }}
        /> : null}
      {step === 1 ? (
        <Suspense fallback={<StepPending step="codes" label={t('registration.step.codes')} />}>
          {codes ? (
            <CodesStepView
              codes={codes}
              email={model.account.form.values.value.email}
              heading={<StepHeading tag={stepTag} takeFocus={moved}>{t('registration.step.codes')}</StepHeading>}
              channelHeading={headingTag(headingLevel, 2)}
              onContinue={() => model.continueToDetails()}
            />
          ) : (
            <StepPending step="codes" label={t('registration.step.codes')} />
          )}
        </Suspense>
      ) : null}
      {details ? (
        <Suspense fallback={<StepPending step="details" label={t('registration.detailsLoading')} />}>
          <DetailsStepPanel
            details={details}
            heading={<StepHeading tag={stepTag} takeFocus={moved}>{t('registration.step.details')}</StepHeading>}
            doneHeading={stepTag}
            onSaved={saved}
          />
        </Suspense>
      ) : null}
      {step !== 0 ? (
        <Suspense fallback={null}>
          <RegistrationToaster />
        </Suspense>
      ) : null}
    </div>
  );
}
