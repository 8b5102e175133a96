import { localePath } from '@casino-sdk/core';
import { Button, emit, linkClick, navigate, Skeleton, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef } from 'react';
import { createHeaderModel, HEADER_LINKS, type HeaderModel, type PlayerFigures } from './header-model';
import { AccountIcon, ChevronIcon, DashboardIcon, EyeIcon, LogoMark, StaleIcon } from './icons';

export interface HeaderProps {
  /** The route of the page shown (`casino`, `live-casino`, ...): its link gets aria-current="page". */
  current?: string;
}

const MASK = '•••••';

/** The `<casino-header>` view: logo, the six links, and the visitor / loading / player actions. */
export function Header({ current }: HeaderProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const model = useMemo(() => createHeaderModel(runtime), [runtime]);
  const language = runtime.store.language.value;
  const state = model.state.value;

  return (
    <header className="casino-header" part="header">
      <a className="casino-header__logo" part="logo" href={localePath(language)} onClick={linkClick(host, localePath(language))}>
        <LogoMark />
        <span className="casino-header__brand">{t('header.brand')}</span>
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
          <PlayerActions model={model} figures={state} host={host} />
        )}
      </div>
    </header>
  );
}

interface PlayerActionsProps {
  model: HeaderModel;
  figures: PlayerFigures;
  host: HTMLElement;
}

function PlayerActions({ model, figures, host }: PlayerActionsProps) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const summaryId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const hidden = model.balanceHidden.value;
  const open = model.summaryOpen.value;

  // The panel closes on a click outside it or on Escape (then the keyboard goes back to the toggle).
  useEffect(() => {
    if (!open) return;
    const doc = host.ownerDocument;
    const onPointerDown = (event: PointerEvent) => {
      const group = groupRef.current;
      // composedPath() sees through our shadow root, where event.target would be retargeted to the host.
      if (!group || event.composedPath().includes(group)) return;
      const focusWasInside = group.contains((group.getRootNode() as Document | ShadowRoot).activeElement);
      model.closeSummary();
      // Keyboard focus inside the closing panel would fall to <body>: put it back on the toggle,
      // unless the click gave focus to something else.
      if (focusWasInside) {
        setTimeout(() => {
          const active = doc.activeElement;
          // `host`: focus is still inside our shadow root, on the now hidden panel.
          if (!active || active === doc.body || active === host) toggleRef.current?.focus({ preventScroll: true });
        });
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      model.closeSummary();
      toggleRef.current?.focus();
    };
    doc.addEventListener('pointerdown', onPointerDown);
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown);
      doc.removeEventListener('keydown', onKeyDown);
    };
  }, [open, model, host]);

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

  const onLogout = async () => {
    await model.logout();
    emit(host, 'casino-logout', {});
    navigate(host, '/');
  };

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
    </div>
  );
}
