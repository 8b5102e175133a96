import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useLanguage, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormTextField } from '@casino-sdk/ui/field';
import type { FormField } from '@casino-sdk/core/form';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import type { CaptchaModel, CaptchaVendor } from './captcha-model';
import english from './texts.en.json';

addEnglishTexts(english);

/**
 * The security check of registration step 2, of step 0 when the platform asks a proof of a person,
 * and of a login the platform asks it of: the platform's picture with its text alternative, the
 * answer field and a button for a new picture; or an operator's vendor widget. Nothing when the skin has no captcha key.
 */
export function CaptchaField({ captcha, answer }: { captcha: CaptchaModel; answer: FormField<string> }) {
  useSignals();
  const t = useT();
  const legendId = useId();
  const state = captcha.state.value;
  if (state.kind === 'none') return null;

  return (
    <fieldset className="casino-details__captcha" part="captcha" aria-labelledby={legendId}>
      <legend className="casino-field__label" id={legendId}>
        {t('details.captcha')}
      </legend>
      {state.kind === 'vendor' ? (
        <VendorWidget vendor={state.vendor} captchaKey={state.key} onResponse={captcha.setVendorToken} />
      ) : (
        <>
          <div className="casino-details__captcha-row">
            <div className="casino-details__captcha-picture" aria-busy={state.kind === 'loading' || undefined}>
              {state.kind === 'picture' ? (
                <img src={state.picture.src} alt={state.picture.alt} part="captcha-picture" />
              ) : (
                <span className="casino-details__captcha-placeholder">{state.kind === 'loading' ? t('details.captchaLoading') : t('details.captchaFailed')}</span>
              )}
            </div>
            <Button variant="secondary" size="small" part="captcha-new" onClick={() => void captcha.refresh()} loading={state.kind === 'loading'}>
              {t('details.captchaNew')}
            </Button>
          </div>
          <FormTextField
            field={answer}
            label={t('details.captchaAnswer')}
            inputMode="numeric"
            autoComplete="off"
            className="casino-details__captcha-answer"
            // Loading and failed pictures are said beside the picture; only the answer's own problem goes here.
            required
          />
        </>
      )}
    </fieldset>
  );
}

function VendorWidget({ vendor, captchaKey, onResponse }: { vendor: CaptchaVendor; captchaKey: string; onResponse: (token: string | null) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const language = useLanguage();
  useEffect(() => {
    if (!container.current) return;
    return vendor.mount(container.current, { key: captchaKey, language, onResponse });
  }, [vendor, captchaKey, language, onResponse]);
  return <div className="casino-details__captcha-vendor" ref={container} />;
}
