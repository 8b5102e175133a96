import { type Language } from '@casino-sdk/core';
import { localePath, LOGIN_ROUTE, PLAYER_AREA_ROUTES, REGISTRATION_ROUTE } from '@casino-sdk/core/rules';
import { useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { Skeleton } from '@casino-sdk/ui/loading';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Balance } from './Balance';
import { DrawerLink } from './DrawerLink';
import { ACCOUNT_MENU_LINKS, type HeaderModel, type HeaderState } from './header-model';
import { DashboardIcon, DepositIcon, HelpIcon, LogoutIcon, WithdrawIcon } from './icons';

interface AccountMenuProps {
  model: HeaderModel;
  state: HeaderState;
  language: Language;
  current?: string;
  onLogout: () => Promise<void>;
}

/** The right drawer: the player's balance and account links, or Log in / Sign up for a visitor. */
export function AccountMenu({ model, state, language, current, onLogout }: AccountMenuProps) {
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
          <DrawerLink model={model} path={localePath(language, LOGIN_ROUTE)} className="casino-button casino-button--secondary casino-button--block" part="drawer-login">
            {t('header.login')}
          </DrawerLink>
          <DrawerLink model={model} path={localePath(language, REGISTRATION_ROUTE)} className="casino-button casino-button--cta casino-button--block" part="drawer-register">
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
        path={localePath(language, PLAYER_AREA_ROUTES.deposit)}
        className={`casino-header__drawer-balance${state.stale ? ' casino-header__drawer-balance--stale' : ''}`}
        part="drawer-balance"
      >
        <Balance balance={state.balance} hidden={hidden} stale={state.stale} />
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

