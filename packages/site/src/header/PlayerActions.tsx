import { localePath, PLAYER_AREA_ROUTES } from '@casino-sdk/core/rules';
import { navigate, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { useLightDismiss } from '@casino-sdk/ui/overlay';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { Amount, Balance } from './Balance';
import type { HeaderModel, PlayerFigures } from './header-model';
import { AccountIcon, ChevronIcon, DashboardIcon, EyeIcon } from './icons';

interface PlayerActionsProps {
  model: HeaderModel;
  figures: PlayerFigures;
  host: HTMLElement;
  onLogout: () => Promise<void>;
}

/**
 * The desktop bar of a signed-in player: the balance with its eye toggle, Deposit, the Account summary toggle
 * and its light-dismiss panel (name, figures, Deposit, Log out), and Dashboard.
 */
export function PlayerActions({ model, figures, host, onLogout }: PlayerActionsProps) {
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

  const amount = (text: string) => <Amount text={text} hidden={hidden} />;

  return (
    <div className="casino-header__player" ref={groupRef}>
      <div className={`casino-header__balance${figures.stale ? ' casino-header__balance--stale' : ''}`} part="balance">
        <Balance balance={figures.balance} hidden={hidden} stale={figures.stale} />
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
      {/* The way to play on: the brightest button of the bar (the panel below has one too). */}
      <Button variant="cta" className="casino-header__deposit" part="deposit-cta" onClick={() => navigate(host, localePath(language, PLAYER_AREA_ROUTES.deposit))}>
        {t('header.deposit')}
      </Button>
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
            navigate(host, localePath(language, PLAYER_AREA_ROUTES.deposit));
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
        onClick={() => navigate(host, localePath(language, PLAYER_AREA_ROUTES.dashboard))}
      >
        <DashboardIcon />
        <span className="casino-header__dashboard-label">{t('header.dashboard')}</span>
      </Button>
    </div>
  );
}
