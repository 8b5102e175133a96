import { headingTag, navigate, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useEffect } from 'react';
import { watchMaintenanceEnd } from './maintenance-model';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import english from './texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

export interface MaintenancePageProps {
  /** Level of the heading, 1–6 (default 1: the element is usually the whole page). */
  headingLevel?: number;
}

const GEAR_TEETH = [0, 45, 90, 135, 180, 225, 270, 315];
const WRENCH = (
  <>
    <rect x="-5" y="0" width="10" height="44" rx="5" />
    <path d="M-4 -15.3V-8H4V-15.3A12 12 0 1 1 -4 -15.3z" />
  </>
);

/** Decorative: a wrench beside a gear. The words say everything it shows. */
function MaintenanceIllustration() {
  return (
    <svg className="casino-maintenance__illustration" part="illustration" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle cx="80" cy="60" r="56" fill="var(--casino-color-surface-raised, #f3f4f7)" />
      <g transform="translate(62 68)">
        <g fill="var(--casino-color-primary, #6d28d9)">
          {GEAR_TEETH.map((angle) => (
            <rect key={angle} x="-5" y="-27" width="10" height="12" rx="2" transform={`rotate(${angle})`} />
          ))}
          <circle r="19" />
        </g>
        <circle r="8" fill="var(--casino-color-surface-raised, #f3f4f7)" />
      </g>
      {/* Outline first, then the fill over it: one outline around head and handle together. */}
      <g transform="translate(108 44) rotate(45)">
        <g fill="var(--casino-color-text, #14161b)" stroke="var(--casino-color-text, #14161b)" strokeWidth="7" strokeLinejoin="round">
          {WRENCH}
        </g>
        <g fill="var(--casino-color-surface, #ffffff)">{WRENCH}</g>
      </g>
    </svg>
  );
}

/**
 * The `<casino-maintenance>` view: heading, the spec's message, an illustration and a note that
 * the page comes back by itself. While mounted it checks the flag every 10 s and asks to go to `/`
 * once maintenance is over.
 */
export function MaintenancePage({ headingLevel }: MaintenancePageProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();

  useEffect(() => watchMaintenanceEnd(runtime, () => navigate(host, '/')), [runtime, host]);

  return (
    <div className="casino-maintenance" part="page">
      <MaintenanceIllustration />
      {createElement(
        headingTag(headingLevel),
        { className: 'casino-maintenance__heading', part: 'heading' },
        t('maintenance.title'),
      )}
      <p className="casino-maintenance__message" part="message">
        {t('maintenance.message')}
      </p>
      <p className="casino-maintenance__note" part="note">
        {t('maintenance.note')}
      </p>
    </div>
  );
}
