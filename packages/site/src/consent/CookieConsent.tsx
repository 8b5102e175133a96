import { type Consent } from '@casino-sdk/core';
import { localePath, type ConsentChoice } from '@casino-sdk/core/rules';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { emit, linkClick, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { deepActiveElement, holdsFocus, restoreFocus } from '@casino-sdk/ui/overlay';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { CONSENT_EVENT, OPEN_CONSENT_EVENT } from './consent-events';
import { createConsentModel, OPTIONAL_COOKIES } from './consent-model';
import { reservePageSpace } from './page-space';
import english from './texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

interface OptionProps {
  kind: 'essential' | keyof Consent;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function CookieOption({ kind, label, description, checked, disabled, onChange }: OptionProps) {
  const descriptionId = useId();
  return (
    <div className="casino-consent__option" part="option">
      <label className="casino-consent__option-label">
        <input
          type="checkbox"
          className="casino-consent__checkbox"
          part={`checkbox checkbox-${kind}`}
          name={kind}
          checked={checked}
          disabled={disabled}
          aria-describedby={descriptionId}
          onChange={(event) => onChange?.(event.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      <p id={descriptionId} className="casino-consent__option-text">
        {description}
      </p>
    </div>
  );
}

function ChevronIcon() {
  return (
    <svg className="casino-consent__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/**
 * The `<casino-cookie-consent>` view: a non-modal region fixed to the bottom of the viewport while
 * no choice exists (or after `casino-open-consent`). The page behind stays readable and usable.
 */
export function CookieConsent() {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const model = useModel(() => createConsentModel(runtime), [runtime]);
  const panel = useRef<HTMLElement>(null);
  // The control that reopened the panel: focus goes back there when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const settingsId = useId();
  const visible = model.visible.value;
  const reopened = model.reopened.value;

  useEffect(() => {
    const doc = host.ownerDocument;
    const onOpen = () => {
      const active = deepActiveElement(doc);
      const inside = active !== null && (host.contains(active) || host.shadowRoot?.contains(active) === true);
      opener.current = inside ? null : active;
      model.reopen();
    };
    doc.addEventListener(OPEN_CONSENT_EVENT, onOpen);
    return () => doc.removeEventListener(OPEN_CONSENT_EVENT, onOpen);
  }, [host, model]);

  // Asked for: take the keyboard there (a first visit never steals focus from the page).
  useEffect(() => {
    if (reopened) panel.current?.focus({ preventScroll: true });
  }, [reopened]);

  // Host CSS can follow the panel: `casino-cookie-consent[data-open] ~ ... { ... }`.
  useEffect(() => {
    host.toggleAttribute('data-open', visible);
  }, [host, visible]);
  useEffect(() => () => host.removeAttribute('data-open'), [host]);

  useEffect(() => {
    if (!visible || !panel.current) return;
    return reservePageSpace(panel.current);
  }, [visible]);

  const focusWasInside = () => holdsFocus(panel.current);

  const close = (hadFocus: boolean) => {
    if (hadFocus) restoreFocus(host.ownerDocument, opener.current);
    opener.current = null;
  };

  const choose = (choice: ConsentChoice) => {
    const hadFocus = focusWasInside();
    const saved = model.save(choice);
    emit(host, CONSENT_EVENT, { functional: saved.functional, statistical: saved.statistical });
    close(hadFocus);
  };

  // Escape closes a reopened panel without saving; a first visit needs an answer.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = focusWasInside();
      if (model.dismiss()) {
        event.stopPropagation();
        close(hadFocus);
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
    // `close` only reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model, visible]);

  if (!visible) return null;

  const ticked = model.ticked.value;
  const settingsOpen = model.settingsOpen.value;
  const policy = localePath(runtime.store.language.value, 'cookies');

  return (
    <section ref={panel} className="casino-consent" part="panel" aria-labelledby={headingId} tabIndex={-1}>
      <div className="casino-consent__inner">
        <div className="casino-consent__body">
          <h2 id={headingId} className="casino-consent__heading" part="heading">
            {t('consent.title')}
          </h2>
          <p className="casino-consent__text" part="text">
            {t('consent.text')}{' '}
            <a className="casino-link casino-consent__policy" part="policy-link" href={policy} onClick={linkClick(host, policy)}>
              {t('consent.policyLink')}
            </a>
          </p>
          <button
            type="button"
            className="casino-consent__settings-toggle"
            part="settings-toggle"
            aria-expanded={settingsOpen}
            aria-controls={settingsId}
            onClick={model.toggleSettings}
          >
            <ChevronIcon />
            {t('consent.settings')}
          </button>
          <div id={settingsId} className="casino-consent__settings" part="settings" hidden={!settingsOpen}>
            <fieldset className="casino-consent__categories">
              <legend className="casino-visually-hidden">{t('consent.categories')}</legend>
              <CookieOption kind="essential" label={t('consent.essential')} description={t('consent.essentialDescription')} checked disabled />
              {OPTIONAL_COOKIES.map((kind) => (
                <CookieOption
                  key={kind}
                  kind={kind}
                  label={t(`consent.${kind}`)}
                  description={t(`consent.${kind}Description`)}
                  checked={ticked[kind]}
                  onChange={(on) => model.setTicked(kind, on)}
                />
              ))}
            </fieldset>
            <Button variant="secondary" className="casino-consent__save" part="save-button" onClick={() => choose(2)}>
              {t('consent.saveSettings')}
            </Button>
          </div>
        </div>
        <div className="casino-consent__actions" part="actions">
          <Button variant="secondary" part="essential-button" onClick={() => choose(3)}>
            {t('consent.essentialOnly')}
          </Button>
          <Button part="confirm-button" onClick={() => choose(1)}>
            {t('consent.confirmAll')}
          </Button>
        </div>
      </div>
    </section>
  );
}
