import { isLanguage, LANGUAGES, type Language } from '@casino-sdk/core';
import { LANGUAGE_NAMES, localePath, PLAYER_AREA_ROUTES, RESPONSIBLE_GAMING_ROUTE } from '@casino-sdk/core/rules';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { linkClick, useHost, useLanguage, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Skeleton, Spinner } from '@casino-sdk/ui/loading';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type ReactNode } from 'react';
import {
  contactLinks,
  createFooterModel,
  FOOTER_LINK_GROUPS,
  HELP_ORGANISATIONS,
  licenceFacts,
  paymentMethodName,
  type FooterModel,
  type PaymentLogo,
} from './footer-model';
import { ExternalIcon, GlobeIcon, MailIcon, PhoneIcon } from './icons';
import english from './texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

/**
 * The `<casino-footer>` view: the static-page links in columns, customer support, the language
 * select, deposit-method logos, responsible-gaming notices and the licence text.
 */
export function Footer() {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const model = useModel(() => createFooterModel(runtime), [runtime]);
  const language = runtime.store.language.value;
  const settings = runtime.store.skinSettings.value;
  const licence = licenceFacts(settings);
  const contact = contactLinks(settings);
  const contactHeading = useId();
  const responsibleHeading = useId();

  return (
    // `lang`: the texts are in the SDK's language (hyphenation, screen-reader voice), whatever the page says.
    <footer className="casino-footer" part="footer" lang={language}>
      <div className="casino-footer__inner">
        <div className="casino-footer__top">
          <nav className="casino-footer__links" part="links" aria-label={t('footer.navigation')}>
            {FOOTER_LINK_GROUPS.map((group) => (
              <LinkGroup key={group.key} heading={t(group.key)}>
                {group.links.map((link) => {
                  const path = localePath(language, link.route);
                  return (
                    <li key={link.route}>
                      <a className="casino-footer__link" part="link" href={path} onClick={linkClick(host, path)}>
                        {t(link.key)}
                      </a>
                    </li>
                  );
                })}
              </LinkGroup>
            ))}
          </nav>

          {contact.phone || contact.email ? (
            <section className="casino-footer__group casino-footer__contact" part="contact" aria-labelledby={contactHeading}>
              <h2 className="casino-footer__heading" id={contactHeading}>
                {t('footer.group.contact')}
              </h2>
              <ul className="casino-footer__list">
                {contact.phone ? (
                  <li>
                    <a className="casino-footer__contact-link" part="phone" href={contact.phone.href}>
                      <PhoneIcon />
                      <span>
                        <span className="casino-visually-hidden">{t('footer.phone')}: </span>
                        {contact.phone.text}
                      </span>
                    </a>
                  </li>
                ) : null}
                {contact.email ? (
                  <li>
                    <a className="casino-footer__contact-link" part="email" href={contact.email.href}>
                      <MailIcon />
                      <span>
                        <span className="casino-visually-hidden">{t('footer.email')}: </span>
                        {contact.email.text}
                      </span>
                    </a>
                  </li>
                ) : null}
              </ul>
            </section>
          ) : null}

          <LanguageSelect model={model} language={language} />
        </div>

        <PaymentMethods model={model} />

        <section className="casino-footer__responsible" part="responsible-gaming" aria-labelledby={responsibleHeading}>
          <h2 className="casino-footer__heading" id={responsibleHeading}>
            {t('footer.responsibleGaming')}
          </h2>
          <div className="casino-footer__responsible-body">
            <div className="casino-footer__age" part="age-warning">
              <span className="casino-footer__age-badge">{t('footer.ageBadge')}</span>
              <p className="casino-footer__age-text">{t('footer.ageWarning')}</p>
            </div>
            <ul className="casino-footer__responsible-links">
              <li>
                <a
                  className="casino-footer__link"
                  part="responsible-link"
                  href={localePath(language, RESPONSIBLE_GAMING_ROUTE)}
                  onClick={linkClick(host, localePath(language, RESPONSIBLE_GAMING_ROUTE))}
                >
                  {t('footer.link.responsibleGaming')}
                </a>
              </li>
              {model.limitsLink ? (
                <li>
                  <a
                    className="casino-footer__link"
                    part="responsible-link limits-link"
                    href={localePath(language, PLAYER_AREA_ROUTES.limits)}
                    onClick={linkClick(host, localePath(language, PLAYER_AREA_ROUTES.limits))}
                  >
                    {t('footer.link.limits')}
                  </a>
                </li>
              ) : null}
              {HELP_ORGANISATIONS.map((organisation) => (
                <li key={organisation.href}>
                  <a className="casino-footer__link" part="responsible-link" href={organisation.href} target="_blank" rel="noopener noreferrer">
                    {t(organisation.key)}
                    <ExternalIcon />
                    <span className="casino-visually-hidden"> {t('footer.newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <div className="casino-footer__licence" part="licence">
          {licence.license ? (
            <p>
              {licence.company
                ? t(model.regulator === 'ukgc' ? 'footer.licenceUkgc' : 'footer.licence', { company: licence.company, license: licence.license })
                : t(model.regulator === 'ukgc' ? 'footer.licenceUkgcNoCompany' : 'footer.licenceNoCompany', { license: licence.license })}
            </p>
          ) : null}
          {licence.vat ? <p>{t('footer.vat', { vat: licence.vat })}</p> : null}
          {licence.company ? <p>{t('footer.copyright', { year: new Date().getFullYear(), company: licence.company })}</p> : null}
        </div>
      </div>
    </footer>
  );
}

function LinkGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="casino-footer__group">
      <h2 className="casino-footer__heading" id={id}>
        {heading}
      </h2>
      <ul className="casino-footer__list" aria-labelledby={id}>
        {children}
      </ul>
    </div>
  );
}

function LanguageSelect({ model, language }: { model: FooterModel; language: Language }) {
  useSignals();
  const t = useT();
  const id = useId();
  const statusId = useId();
  const switching = model.switchingTo.value;

  return (
    <div className="casino-footer__language">
      <label className="casino-footer__heading casino-footer__language-label" htmlFor={id}>
        <GlobeIcon />
        {t('footer.language')}
      </label>
      <select
        id={id}
        className="casino-footer__select"
        part="language-select"
        value={switching ?? language}
        aria-describedby={statusId}
        aria-busy={switching !== null || undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguage(next)) void model.chooseLanguage(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {/* Always in the tree, so screen readers announce the text when it appears. */}
      <p className="casino-footer__status" id={statusId} role="status">
        {switching ? (
          <>
            <Spinner size="small" />
            {t('footer.languageBusy')}
          </>
        ) : null}
      </p>
    </div>
  );
}

function PaymentMethods({ model }: { model: FooterModel }) {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const state = model.paymentMethods.value;
  if (state.kind === 'failed' || (state.kind === 'ready' && state.logos.length === 0)) return null;

  return (
    <section className="casino-footer__payments" part="payment-methods" aria-labelledby={headingId} aria-busy={state.kind === 'loading' || undefined}>
      <h2 className="casino-footer__heading" id={headingId}>
        {t('footer.paymentMethods')}
      </h2>
      {state.kind === 'loading' ? (
        <div className="casino-footer__logos" aria-hidden="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="casino-footer__logo-skeleton" shape="button" />
          ))}
        </div>
      ) : (
        <ul className="casino-footer__logos">
          {state.logos.map((logo) => (
            <PaymentMethodLogo key={logo.id} logo={logo} language={language} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The method's logo, decorative, with its translated name as text beside it: one chip, one frame.
 * A picture that is missing or does not load leaves the name alone.
 */
function PaymentMethodLogo({ logo, language }: { logo: PaymentLogo; language: Language }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  const content = (
    <>
      {logo.src && !broken ? (
        <img className="casino-footer__logo-image" part="payment-method-image" src={logo.src} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />
      ) : null}
      <span className="casino-footer__logo-name" part="payment-method-name">
        {paymentMethodName(logo, t)}
      </span>
    </>
  );
  return (
    <li className="casino-footer__logo" part="payment-method">
      {logo.page ? (
        // Spec: the transfer pages open in a new tab.
        <a className="casino-footer__logo-link" part="payment-method-link" href={localePath(language, logo.page)} target="_blank" rel="noopener">
          {content}
          <span className="casino-visually-hidden"> {t('footer.newTab')}</span>
        </a>
      ) : (
        content
      )}
    </li>
  );
}
