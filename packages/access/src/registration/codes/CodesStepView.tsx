import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useElementStyles, useT, type HeadingTag } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormAlert, FormTextField } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import type { ChannelState, CodesStep } from './codes-step';
import laterStepsEnglish from '../later-steps.texts.en.json';
import english from './texts.en.json';
import { laterStepsCss } from '../later-steps.styles';

// Step 1's English texts load with its view (the first screen does not carry them).
// The phone's and the codes' refusals, which step 2 shows too.
addEnglishTexts({ ...laterStepsEnglish, ...english });

export interface CodesStepViewProps {
  codes: CodesStep;
  /** Where the e-mail code went. */
  email: string;
  onContinue: () => void;
  /** The step's heading (`StepHeading`, from the element's entry). */
  heading: ReactNode;
  /** The e-mail and SMS parts' headings, one below the step's. */
  channelHeading: HeadingTag;
}

const submitted = (run: () => void) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  run();
};

/** Step 1: the e-mail code, or the phone and its SMS code; step 2 opens once one is confirmed. */
export function CodesStepView({ codes, email, onContinue, heading, channelHeading: Channel }: CodesStepViewProps) {
  useSignals();
  const t = useT();
  useElementStyles(laterStepsCss);
  const { phone, sms } = codes;
  useEffect(() => void codes.preparePhone(), [codes]);
  const smsWait = sms.resendIn.value;
  const sentTo = codes.smsSentTo.value;

  return (
    <div className="casino-registration__codes" part="codes">
      {heading}
      <p className="casino-registration__intro">{t('registration.codesIntro', { email })}</p>

      <section className="casino-registration__channel" aria-labelledby="casino-registration-by-email">
        <Channel className="casino-registration__channel-title" id="casino-registration-by-email">
          {t('registration.byEmail')}
        </Channel>
        <CodeForm
          state={codes.email}
          label={t('registration.emailCode')}
          parts={{ form: 'email-code-form', input: 'email-code', error: 'email-code-error', confirm: 'confirm-email' }}
          onConfirm={() => void codes.confirm('email')}
        >
          <Button variant="ghost" part="resend-email" disabled={codes.email.resendIn.value > 0 || codes.email.verified.value} loading={codes.email.resending.value} onClick={() => void codes.resendEmail()}>
            {codes.email.resendIn.value > 0 ? t('registration.resendIn', { seconds: codes.email.resendIn.value }) : t('registration.resendEmail')}
          </Button>
        </CodeForm>
      </section>

      <section className="casino-registration__channel" aria-labelledby="casino-registration-by-sms">
        <Channel className="casino-registration__channel-title" id="casino-registration-by-sms">
          {t('registration.bySms')}
        </Channel>
        <form className="casino-form casino-registration__phone" part="phone-form" noValidate onSubmit={submitted(() => void codes.sendSms())}>
          <FormAlert message={phone.error.value} part="phone-error" />
          <p className="casino-registration__hint" id="casino-registration-phone-hint">
            {t('registration.phoneHint')}
          </p>
          <div className="casino-registration__phone-row">
            <FormTextField
              field={{ ...phone.fields.prefix, set: codes.typePrefix }}
              label={t('registration.phonePrefix')}
              autoComplete="tel-country-code"
              inputMode="tel"
              inputPart="phone-prefix"
              className="casino-registration__prefix"
              aria-describedby="casino-registration-phone-hint"
              readOnly={sms.verified.value}
            />
            <FormTextField
              field={{ ...phone.fields.number, set: codes.typeNumber }}
              label={t('registration.phoneNumber')}
              autoComplete="tel-national"
              inputMode="numeric"
              inputPart="phone-number"
              aria-describedby="casino-registration-phone-hint"
              readOnly={sms.verified.value}
            />
          </div>
          <Button type="submit" variant="secondary" part="send-sms" disabled={smsWait > 0 || sms.verified.value} loading={sms.resending.value}>
            {smsWait > 0 ? t('registration.resendIn', { seconds: smsWait }) : sentTo ? t('registration.resendSms') : t('registration.sendSms')}
          </Button>
        </form>
        <p className="casino-registration__hint" role="status">
          {sentTo ? t('registration.smsSentTo', { number: sentTo }) : null}
        </p>
        {sentTo ? (
          <CodeForm
            state={sms}
            label={t('registration.smsCode')}
            parts={{ form: 'sms-code-form', input: 'sms-code', error: 'sms-code-error', confirm: 'confirm-sms' }}
            onConfirm={() => void codes.confirm('sms')}
          />
        ) : null}
      </section>

      <Button block part="continue" disabled={!codes.canContinue.value} onClick={onContinue}>
        {t('registration.continue')}
      </Button>
    </div>
  );
}

interface CodeFormProps {
  state: ChannelState;
  label: string;
  parts: { form: string; input: string; error: string; confirm: string };
  onConfirm: () => void;
  children?: ReactNode;
}

/** One code: its field, Confirm (green with "Verified" once confirmed), and what else the channel offers. */
function CodeForm({ state, label, parts, onConfirm, children }: CodeFormProps) {
  useSignals();
  const t = useT();
  const verified = state.verified.value;
  return (
    <form className="casino-form casino-registration__code" part={parts.form} noValidate onSubmit={submitted(onConfirm)}>
      <FormAlert message={state.form.error.value} part={parts.error} />
      <div className="casino-registration__code-row">
        <FormTextField
          field={state.form.fields.code}
          label={label}
          autoComplete="one-time-code"
          inputMode="numeric"
          inputPart={parts.input}
          readOnly={verified}
        />
        <Button
          type="submit"
          part={parts.confirm}
          className={verified ? 'casino-registration__verified' : undefined}
          aria-disabled={verified || undefined}
          loading={state.form.busy.value}
        >
          {verified ? t('registration.verified') : t('registration.confirmCode')}
        </Button>
      </div>
      {children}
    </form>
  );
}
