import { useModel, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { createLoadingModel } from './loading-model';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import english from './texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

export interface LoadingScreenProps {
  /** Shown while true; when false nothing renders and the 12 s clock stops. */
  active?: boolean;
}

/**
 * The `<casino-loading>` view: the welcome line with the skin's name, three dots, and a polite
 * status region that says "Loading…" and, after 12 s, that the connection seems slow.
 */
export function LoadingScreen({ active = false }: LoadingScreenProps) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createLoadingModel(runtime), [runtime]);

  useEffect(() => model.setActive(active), [model, active]);

  if (!active) return null;
  const slow = model.slow.value;

  return (
    <div className="casino-loading" part="screen">
      <div className="casino-loading__content">
        <p className="casino-loading__welcome" part="welcome">
          {t('loading.welcome', { name: runtime.store.skinSettings.value.name })}
        </p>
        <span className="casino-loading__dots" part="dots" aria-hidden="true">
          <span className="casino-loading__dot" />
          <span className="casino-loading__dot" />
          <span className="casino-loading__dot" />
        </span>
        {/* Present from the start, so the slow message added later is announced. */}
        <div className="casino-loading__status" part="status" role="status" aria-live="polite">
          <span className="casino-visually-hidden">{t('loading.status')}</span>
          {slow ? (
            <p className="casino-loading__slow" part="slow-message">
              {t('loading.slow')}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
