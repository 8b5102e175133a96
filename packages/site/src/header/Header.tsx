import { localePath, type Language } from '@casino-sdk/core';
import { emit, isPlainClick, linkClick, navigate, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { Skeleton } from '@casino-sdk/ui/loading';
import { useLightDismiss } from '@casino-sdk/ui/overlay';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import {
  ACCOUNT_MENU_LINKS,
  createHeaderModel,
  HEADER_LINKS,
  isDesktopWidth,
  type HeaderModel,
  type HeaderState,
  type PlayerFigures,
} from './header-model';
import { HeaderDrawer } from './HeaderDrawer';
import {
  AccountIcon,
  ArrowUpIcon,
  ChevronIcon,
  DashboardIcon,
  DepositIcon,
  EyeIcon,
  HelpIcon,
  LogoMark,
  LogoutIcon,
  MenuIcon,
  StaleIcon,
  WithdrawIcon,
} from './icons';

export interface HeaderProps {
  /** The route of the page shown (`casino`, `live-casino`, ...): its link gets aria-current="page". */
  current?: string;
  /** The operator's logo image; without it the SDK's own mark is shown. */
  logoSrc?: string;
}

const MASK = '•••••';

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
  const model = useMemo(() => createHeaderModel(runtime), [runtime]);
  const language = runtime.store.language.value;
  const state = model.state.value;
  const menu = model.menu.value;
  const compact = model.compact.value;
  const navigationButton = useRef<HTMLButtonElement>(null);
  const accountButton = useRef<HTMLButtonElement>(null);
  const logo = useRef<HTMLAnchorElement>(null);
  const navigationId = useId();
  const accountId = useId();

  useEffect(() => model.setCurrent(current), [model, current]);
  useEffect(() => model.watchRoute(), [model]);
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
      <header className={`casino-header${compact ? ' casino-header--compact' : ''}`} part="header">
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
        <div className="casino-header__actions">
          {state.kind === 'visitor' ? (
            <>
              <Button variant="secondary" part="login-button" onClick={() => navigate(host, localePath(language, 'login'))}>
                {t('header.login')}
              </Button>
              <Button part="register-button" onClick={() => navigate(host, localePath(language, 'registration'))}>
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

/** Follows the page's scroll position (compact bar, Back to top). */
function usePageScroll(model: HeaderModel, host: HTMLElement) {
  useEffect(() => {
    const view = host.ownerDocument.defaultView;
    if (!view) return;
    const onScroll = () => model.scrolled(view.scrollY);
    onScroll();
    view.addEventListener('scroll', onScroll, { passive: true });
    return () => view.removeEventListener('scroll', onScroll);
  }, [model, host]);
}

/**
 * The drawers and the summary panel belong to one layout each: when the header crosses 1200 px
 * (a rotated tablet, a resized window) whatever is open closes, so no modal drawer stays open
 * behind a layout that hides it.
 */
function useLayoutSwitch(model: HeaderModel, host: HTMLElement) {
  useEffect(() => {
    const Observer = host.ownerDocument.defaultView?.ResizeObserver;
    if (!Observer) return;
    let desktop: boolean | null = null;
    const observer = new Observer((entries) => {
      const width = entries.at(-1)?.contentRect.width;
      if (width === undefined || width === 0) return;
      const next = isDesktopWidth(width);
      if (desktop !== null && next !== desktop) model.closeAll();
      desktop = next;
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [model, host]);
}

/** Smoothly, unless the visitor asked for less motion; focus goes to the top of the page (the logo). */
function scrollToTop(host: HTMLElement, target: HTMLElement | null) {
  const view = host.ownerDocument.defaultView;
  if (!view) return;
  const reduce = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  view.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  // The button goes away up there: the keyboard continues from the top, not from <body>.
  target?.focus({ preventScroll: true });
}

interface DrawerLinkProps {
  model: HeaderModel;
  path: string;
  current?: boolean;
  icon?: ReactNode;
  className?: string;
  part?: string;
  children: ReactNode;
}

/** A link in a drawer: a plain click closes the drawer and asks the host to navigate. */
function DrawerLink({ model, path, current, icon, className, part = 'drawer-link', children }: DrawerLinkProps) {
  const host = useHost();
  const follow = linkClick(host, path);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!event.defaultPrevented && isPlainClick(event)) model.closeMenu();
    follow(event);
  };
  return (
    <a className={className ?? 'casino-header__drawer-link'} part={part} href={path} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {icon}
      <span>{children}</span>
    </a>
  );
}

interface AccountMenuProps {
  model: HeaderModel;
  state: HeaderState;
  language: Language;
  current?: string;
  onLogout: () => Promise<void>;
}

/** The right drawer: the player's balance and account links, or Log in / Sign up for a visitor. */
function AccountMenu({ model, state, language, current, onLogout }: AccountMenuProps) {
  useSignals();
  const t = useT();
  const help = (
    <li>
      <DrawerLink model={model} path={localePath(language, 'help')} current={current === 'help'} icon={<HelpIcon />}>
        {t('header.menu.help')}
      </DrawerLink>
    </li>
  );

  if (state.kind === 'visitor') {
    return (
      <>
        <p className="casino-header__drawer-text">{t('header.menu.visitorText')}</p>
        <div className="casino-header__drawer-actions">
          <DrawerLink model={model} path={localePath(language, 'login')} className="casino-button casino-button--secondary casino-button--block" part="drawer-login">
            {t('header.login')}
          </DrawerLink>
          <DrawerLink model={model} path={localePath(language, 'registration')} className="casino-button casino-button--primary casino-button--block" part="drawer-register">
            {t('header.menu.signup')}
          </DrawerLink>
        </div>
        <nav aria-label={t('header.menu.accountLinks')}>
          <ul className="casino-header__drawer-links">{help}</ul>
        </nav>
      </>
    );
  }

  if (state.kind === 'loading') {
    return (
      <div className="casino-header__drawer-loading" aria-busy="true">
        <span className="casino-visually-hidden">{t('header.loading')}</span>
        <Skeleton shape="long" />
        <Skeleton shape="button" />
      </div>
    );
  }

  const hidden = model.balanceHidden.value;
  const icons: Record<(typeof ACCOUNT_MENU_LINKS)[number]['route'], ReactNode> = {
    dashboard: <DashboardIcon />,
    deposit: <DepositIcon />,
    withdraw: <WithdrawIcon />,
  };
  return (
    <>
      <DrawerLink
        model={model}
        path={localePath(language, 'deposit')}
        className={`casino-header__drawer-balance${state.stale ? ' casino-header__drawer-balance--stale' : ''}`}
        part="drawer-balance"
      >
        <span className="casino-header__balance-label">{t('header.balance')}</span>{' '}
        <span className="casino-header__drawer-amount">
          {state.stale ? (
            <span className="casino-header__stale" title={t('header.balanceStale')}>
              <StaleIcon />
              <span className="casino-visually-hidden">{t('header.balanceStale')}</span>
            </span>
          ) : null}
          {hidden ? (
            <>
              <span aria-hidden="true">{MASK}</span>
              <span className="casino-visually-hidden">{t('header.hidden')}</span>
            </>
          ) : (
            state.balance
          )}
        </span>
      </DrawerLink>
      <nav aria-label={t('header.menu.accountLinks')}>
        <ul className="casino-header__drawer-links">
          {ACCOUNT_MENU_LINKS.map((link) => (
            <li key={link.route}>
              <DrawerLink model={model} path={localePath(language, link.route)} current={current === link.route} icon={icons[link.route]}>
                {t(link.key)}
              </DrawerLink>
            </li>
          ))}
          {help}
        </ul>
      </nav>
      <Button block variant="secondary" part="drawer-logout" loading={model.loggingOut.value} onClick={() => void onLogout()}>
        <LogoutIcon />
        {t('header.logout')}
      </Button>
    </>
  );
}

interface PlayerActionsProps {
  model: HeaderModel;
  figures: PlayerFigures;
  host: HTMLElement;
  onLogout: () => Promise<void>;
}

function PlayerActions({ model, figures, host, onLogout }: PlayerActionsProps) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const summaryId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const hidden = model.balanceHidden.value;
  const open = model.summaryOpen.value;

  // The panel closes on a press outside it or on Escape (then the keyboard goes back to the toggle).
  useLightDismiss(groupRef, { open, onClose: model.closeSummary, opener: toggleRef });

  // Closed when this view goes away (session ended), so it does not reopen at the next login.
  useEffect(() => () => model.closeSummary(), [model]);

  const amount = (text: string) =>
    hidden ? (
      <>
        <span aria-hidden="true">{MASK}</span>
        <span className="casino-visually-hidden">{t('header.hidden')}</span>
      </>
    ) : (
      text
    );

  return (
    <div className="casino-header__player" ref={groupRef}>
      <div className={`casino-header__balance${figures.stale ? ' casino-header__balance--stale' : ''}`} part="balance">
        <span className="casino-header__balance-text">
          <span className="casino-header__balance-label">{t('header.balance')}</span>
          <span className="casino-header__balance-amount">
            {figures.stale ? (
              <span className="casino-header__stale" title={t('header.balanceStale')}>
                <StaleIcon />
                <span className="casino-visually-hidden">{t('header.balanceStale')}</span>
              </span>
            ) : null}
            {amount(figures.balance)}
          </span>
        </span>
        <button
          type="button"
          className="casino-header__icon-button casino-header__eye"
          part="balance-toggle"
          aria-pressed={hidden}
          // One name; aria-pressed says whether the balance is hidden (a toggle's name must not flip).
          aria-label={t('header.hideBalance')}
          title={t('header.hideBalance')}
          onClick={() => model.toggleBalance()}
        >
          <EyeIcon crossed={hidden} />
        </button>
      </div>
      <button
        ref={toggleRef}
        type="button"
        className="casino-header__icon-button casino-header__summary-toggle"
        part="summary-toggle"
        aria-label={t('header.summary')}
        title={t('header.summary')}
        aria-expanded={open}
        aria-controls={summaryId}
        onClick={() => model.toggleSummary()}
      >
        <AccountIcon />
        <ChevronIcon />
      </button>
      {/* Right after its toggle: Tab from the toggle goes into the open panel. */}
      <div className="casino-header__summary" part="summary" id={summaryId} role="region" aria-label={t('header.summary')} hidden={!open}>
        <p className="casino-header__summary-name">{figures.name}</p>
        <dl className="casino-header__figures">
          <div>
            <dt>{t('header.withdrawable')}</dt>
            <dd>{amount(figures.withdrawable)}</dd>
          </div>
          <div>
            <dt>{t('header.total')}</dt>
            <dd>{amount(figures.total)}</dd>
          </div>
          <div>
            <dt>{t('header.bonus')}</dt>
            <dd>{amount(figures.bonus)}</dd>
          </div>
        </dl>
        <Button
          block
          part="deposit-button"
          onClick={() => {
            model.closeSummary();
            navigate(host, localePath(language, 'deposit'));
          }}
        >
          {t('header.deposit')}
        </Button>
        <Button block variant="secondary" part="logout-button" loading={model.loggingOut.value} onClick={() => void onLogout()}>
          {t('header.logout')}
        </Button>
      </div>
      <Button
        variant="ghost"
        className="casino-header__dashboard"
        part="dashboard-button"
        title={t('header.dashboard')}
        onClick={() => navigate(host, localePath(language, 'dashboard'))}
      >
        <DashboardIcon />
        <span className="casino-header__dashboard-label">{t('header.dashboard')}</span>
      </Button>
    </div>
  );
}
