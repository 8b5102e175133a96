import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useElementStyles, Heading, headingTag, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { messageText } from '@casino-sdk/ui/field';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { kycCss } from './kyc.styles';
import { createKycModel, needsVerify } from './kyc-model';
import english from './texts.en.json';

addEnglishTexts(english);

/** `<casino-account view="kyc">`: a thin layer over the KYC model; the vendor's web SDK mounts into the light-DOM slot below the levels. */
export function KycView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createKycModel(runtime), [runtime]);
  const titleId = useId();
  const slot = useRef<HTMLDivElement>(null);
  useElementStyles(kycCss);
  const load = model.load.value;
  // The game page sends a player who needs the selfie check to `/kyc?lv=selfie`: it opens once the levels are in.
  const ready = load.kind === 'ready';
  useEffect(() => {
    if (ready && slot.current && new URLSearchParams(location.search).get('lv') === 'selfie') void model.openSelfie(slot.current);
  }, [ready, model]);
  const verification = model.verification.value;
  const levelName = (level: string) => t(`kyc.level.${level}`, { defaultValue: level });
  const heading = headingTag(headingLevel, 1);
  const busy = verification.kind === 'opening';

  return (
    <section className="casino-account__view" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-account__title" id={titleId}>
        {t('kyc.title')}
      </Heading>
      {load.kind === 'error' ? (
        <RetryPanel message={messageText(t, load.message) ?? ''} onRetry={() => void model.reload()} part="error" />
      ) : load.kind === 'loading' && model.levels.value.length === 0 ? (
        <p className="casino-account__note" role="status">
          {t('kyc.loading')}
        </p>
      ) : (
        <>
          <p className="casino-account__note">{t('kyc.intro')}</p>
          {model.levels.value.length === 0 ? (
            <p className="casino-account__note" part="no-levels">
              {t('kyc.none')}
            </p>
          ) : (
            <ul className="casino-kyc__levels" part="levels">
              {model.levels.value.map((item) => (
                <li key={item.id} className="casino-kyc__level" part="level" data-level={item.level}>
                  <div>
                    <p className="casino-kyc__name">{levelName(item.level)}</p>
                    <p className={`casino-kyc__status casino-kyc__status--${item.status}`} part="level-status">
                      {t(`kyc.status.${item.status}`, { defaultValue: item.status })}
                    </p>
                  </div>
                  {needsVerify(item) ? (
                    <Button
                      variant="secondary"
                      part="verify"
                      aria-label={t('kyc.verifyLevel', { level: levelName(item.level) })}
                      loading={busy && verification.level === item.level}
                      disabled={busy}
                      onClick={() => slot.current && void model.verify(item.level, slot.current)}
                    >
                      {t('kyc.verify')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {model.offersSelfie.value ? (
            <div className="casino-kyc__selfie" part="selfie">
              <Heading tag={heading} className="casino-account__subtitle">
                {t('kyc.selfie.title')}
              </Heading>
              <p className="casino-account__note">{t('kyc.selfie.text')}</p>
              <Button variant="secondary" part="selfie-start" disabled={busy} onClick={() => slot.current && void model.startSelfie(slot.current)}>
                {t('kyc.selfie.start')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      {verification.kind === 'open' || verification.kind === 'submitted' ? (
        <div className="casino-kyc__check" part="check">
          <Heading tag={heading} className="casino-account__subtitle">
            {t('kyc.check', { level: levelName(verification.level) })}
          </Heading>
          <Button variant="secondary" size="small" part="close" onClick={model.close}>
            {t('kyc.close')}
          </Button>
        </div>
      ) : null}
      <div ref={slot} className="casino-kyc__vendor" part="vendor" />
      <p className="casino-account__status" role="status" part="status">
        {verification.kind === 'opening' ? t('kyc.opening') : verification.kind === 'submitted' ? t('kyc.submitted') : null}
      </p>
      {verification.kind === 'failed' ? (
        <p className="casino-account__error-line" role="alert" part="failed">
          {messageText(t, verification.message)}
        </p>
      ) : null}
    </section>
  );
}
