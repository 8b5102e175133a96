import { localePath, LOGIN_ROUTE, REGISTRATION_ROUTE, RESPONSIBLE_GAMING_ROUTE } from '@casino-sdk/core/rules';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { emit, linkClick, navigate, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { Skeleton } from '@casino-sdk/ui/loading';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { AccountMenu } from './AccountMenu';
import { Balance } from './Balance';
import { DrawerLink } from './DrawerLink';
import { createHeaderModel, HEADER_LINKS } from './header-model';
import { HeaderDrawer } from './HeaderDrawer';
import { AccountIcon, ArrowUpIcon, LogoMark, MenuIcon } from './icons';
import { scrollToTop, useLayoutSwitch, useNavigationRow, usePageScroll } from './page-scroll';
import { PlayerActions } from './PlayerActions';
import { LicenceSealLink, SaferGamblingLink, SaferGamblingText } from './SaferGambling';
import english from './texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

export interface HeaderProps {
  /** The route of the page shown (`casino`, `live-casino`, ...): its link gets aria-current="page". */
  current?: string;
  /** The operator's logo image; without it the SDK's own mark is shown. */
  logoSrc?: string;
}

/**
 * The `<casino-header>` view. From 1200 px of width (container query): logo, the six links, and the
 * visitor / loading / player actions. Narrower: a menu button, the logo and an account button, each
 * button opening a drawer. Past 300 px of page scrolling the bar turns compact; past 800 px a
 * Back to top button shows.
 */
export function Header({ current, logoSrc }: HeaderProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const model = useModel(() => createHeaderModel(runtime), [runtime]);
  const language = runtime.store.language.value;
  const state = model.state.value;
  const menu = model.menu.value;
  const compact = model.compact.value;
  const seal = model.seal.value;
  const navigationButton = useRef<HTMLButtonElement>(null);
  const accountButton = useRef<HTMLButtonElement>(null);
  const logo = useRef<HTMLAnchorElement>(null);
  const bar = useRef<HTMLElement>(null);
  const navigationRow = useNavigationRow(bar);
  const navigationId = useId();
  const accountId = useId();

  useEffect(() => model.setCurrent(current), [model, current]);
  usePageScroll(model, host);
  useLayoutSwitch(model, host);

  // Host CSS can follow the compact bar: `casino-header[data-compact] { ... }`.
  useEffect(() => {
    host.toggleAttribute('data-compact', compact);
  }, [host, compact]);
  useEffect(() => () => host.removeAttribute('data-compact'), [host]);

  const onLogout = async () => {
    await model.logout();
    emit(host, 'casino-logout', {});
    navigate(host, '/');
  };

  return (
    <>
      <header
        ref={bar}
        className={`casino-header${compact ? ' casino-header--compact' : ''}${navigationRow ? ' casino-header--nav-row' : ''}${state.kind === 'player' ? ' casino-header--player' : ''}`}
        part="header"
      >
        <button
          ref={navigationButton}
          type="button"
          className="casino-header__icon-button casino-header__menu-button"
          part="menu-button"
          aria-label={t('header.menu.open')}
          title={t('header.menu.open')}
          aria-haspopup="dialog"
          aria-expanded={menu === 'navigation'}
          aria-controls={navigationId}
          onClick={() => model.openMenu('navigation')}
        >
          <MenuIcon />
        </button>
        <a ref={logo} className="casino-header__logo" part="logo" href={localePath(language)} onClick={linkClick(host, localePath(language))}>
          {logoSrc ? <img className="casino-header__logo-mark" part="logo-image" src={logoSrc} alt="" /> : <LogoMark />}
          <span className="casino-header__brand">{runtime.store.skinSettings.value.name}</span>
          <span className="casino-visually-hidden">{t('header.home')}</span>
        </a>
        <nav className="casino-header__nav" part="nav" aria-label={t('header.navigation')}>
          <ul className="casino-header__links">
            {HEADER_LINKS.map((link) => {
              const path = localePath(language, link.route);
              return (
                <li key={link.route}>
                  <a
                    className="casino-header__link"
                    part="link"
                    href={path}
                    aria-current={current === link.route ? 'page' : undefined}
                    onClick={linkClick(host, path)}
                  >
                    {t(link.key)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        {/* As regulated sites do: the way to the safer-gambling page and the licence, on every page. */}
        <div className="casino-header__safer-gambling">
          <SaferGamblingLink />
          {seal ? <LicenceSealLink seal={seal} className="casino-header__seal" /> : null}
        </div>
        <div className="casino-header__actions">
          {state.kind === 'visitor' ? (
            <>
              <Button variant="secondary" part="login-button" onClick={() => navigate(host, localePath(language, LOGIN_ROUTE))}>
                {t('header.login')}
              </Button>
              <Button variant="cta" part="register-button" onClick={() => navigate(host, localePath(language, REGISTRATION_ROUTE))}>
                {t('header.register')}
              </Button>
            </>
          ) : state.kind === 'loading' ? (
            <div className="casino-header__loading" aria-busy="true">
              <span className="casino-visually-hidden">{t('header.loading')}</span>
              <Skeleton shape="button" />
              <Skeleton shape="circle" />
            </div>
          ) : (
            <PlayerActions model={model} figures={state} host={host} onLogout={onLogout} />
          )}
        </div>
        {state.kind === 'player' ? (
          // The phone bar's balance (the desktop bar has its own, with the eye toggle).
          <p className={`casino-header__bar-balance${state.stale ? ' casino-header__balance--stale' : ''}`} part="bar-balance">
            <Balance balance={state.balance} hidden={model.balanceHidden.value} stale={state.stale} />
          </p>
        ) : null}
        <button
          ref={accountButton}
          type="button"
          className="casino-header__icon-button casino-header__account-button"
          part="account-button"
          aria-label={t('header.menu.account')}
          title={t('header.menu.account')}
          aria-haspopup="dialog"
          aria-expanded={menu === 'account'}
          aria-controls={accountId}
          onClick={() => model.openMenu('account')}
        >
          <AccountIcon />
        </button>
      </header>

      <HeaderDrawer
        id={navigationId}
        open={menu === 'navigation'}
        side="start"
        part="menu-drawer"
        title={t('header.menu.title')}
        onClose={() => model.closeMenu()}
        opener={navigationButton}
      >
        <nav aria-label={t('header.navigation')}>
          <ul className="casino-header__drawer-links">
            {HEADER_LINKS.map((link) => (
              <li key={link.route}>
                <DrawerLink model={model} path={localePath(language, link.route)} current={current === link.route}>
                  {t(link.key)}
                </DrawerLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The phone bar keeps only the 18+ mark: the words and the seal are here. */}
        <div className="casino-header__drawer-safer">
          <DrawerLink
            model={model}
            path={localePath(language, RESPONSIBLE_GAMING_ROUTE)}
            current={current === RESPONSIBLE_GAMING_ROUTE}
            part="drawer-link drawer-safer-gambling"
          >
            <SaferGamblingText />
          </DrawerLink>
          {seal ? <LicenceSealLink seal={seal} className="casino-header__drawer-seal" /> : null}
        </div>
      </HeaderDrawer>

      <HeaderDrawer
        id={accountId}
        open={menu === 'account'}
        side="end"
        part="account-drawer"
        title={state.kind === 'player' ? t('header.menu.welcome', { name: state.name }) : t('header.menu.welcomeVisitor')}
        onClose={() => model.closeMenu()}
        opener={accountButton}
      >
        <AccountMenu model={model} state={state} language={language} current={current} onLogout={onLogout} />
      </HeaderDrawer>

      {model.showScrollTop.value ? (
        <button
          type="button"
          className="casino-header__scroll-top"
          part="scroll-top"
          aria-label={t('header.scrollTop')}
          title={t('header.scrollTop')}
          onClick={() => scrollToTop(host, logo.current)}
        >
          <ArrowUpIcon />
        </button>
      ) : null}
    </>
  );
}
