import { addEnglishTexts } from '@casino-sdk/core/internal';
import { localePath, LOGIN_ROUTE } from '@casino-sdk/core/rules';
import { lazyNamed, linkClick, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useRef } from 'react';
import { accountPath, ACCOUNT_MENU, type AccountMenuItem } from './account-menu';
import english from './texts.en.json';

addEnglishTexts(english);

// Each view loads when it is first shown; the cashier's three come with <casino-cashier>.
const InformationsView = lazyNamed(() => import('../informations/InformationsView'), 'InformationsView');
const PasswordsView = lazyNamed(() => import('../passwords/PasswordsView'), 'PasswordsView');
const KycView = lazyNamed(() => import('../kyc/KycView'), 'KycView');
const ReportsView = lazyNamed(() => import('../reports/ReportsView'), 'ReportsView');
const DocumentsView = lazyNamed(() => import('../documents/DocumentsView'), 'DocumentsView');
const TransactionsView = lazyNamed(() => import('../transactions/TransactionsView'), 'TransactionsView');
const MyBonusView = lazyNamed(() => import('../my-bonus/MyBonusView'), 'MyBonusView');
const SowqView = lazyNamed(() => import('../sowq/SowqView'), 'SowqView');
const CashierView = lazyNamed(() => import('./CashierView'), 'CashierView');

const VIEWS = {
  deposit: (level?: number) => <CashierView view="deposit" headingLevel={level} />,
  limits: (level?: number) => <CashierView view="limits" headingLevel={level} />,
  withdraw: (level?: number) => <CashierView view="withdraw" headingLevel={level} />,
  passwords: (level?: number) => <PasswordsView headingLevel={level} />,
  informations: (level?: number) => <InformationsView headingLevel={level} />,
  documents: (level?: number) => <DocumentsView headingLevel={level} />,
  kyc: (level?: number) => <KycView headingLevel={level} />,
  reports: (level?: number) => <ReportsView headingLevel={level} />,
  transactions: (level?: number) => <TransactionsView headingLevel={level} />,
  myBonus: (level?: number) => <MyBonusView headingLevel={level} />,
  sowq: (level?: number) => <SowqView headingLevel={level} />,
} satisfies Partial<Record<AccountMenuItem, (level?: number) => React.ReactNode>>;

type AccountView = keyof typeof VIEWS;
const isView = (value: unknown): value is AccountView => typeof value === 'string' && value in VIEWS;

export interface AccountProps {
  view?: string;
  basePath?: string;
  headingLevel?: number;
}

/** `<casino-account>`: the dashboard's menu and the view `view` names, for a signed-in player. */
export function Account({ view, basePath, headingLevel }: AccountProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const menu = useRef<HTMLUListElement>(null);
  const current: AccountView = isView(view) ? view : 'deposit';
  // In a narrow column the menu is one scrolling row: the current child is brought into it, without moving the page.
  useEffect(() => {
    const list = menu.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && link && list.scrollWidth > list.clientWidth) list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  if (!runtime.store.isAuthenticated.value) {
    const login = localePath(language, LOGIN_ROUTE);
    return (
      <p className="casino-account casino-account__note" part="sign-in">
        {t('account.signIn')}{' '}
        <a href={login} onClick={linkClick(host, login)}>
          {t('account.signInLink')}
        </a>
      </p>
    );
  }
  return (
    <div className="casino-account">
      <nav className="casino-account__menu" part="menu" aria-label={t('account.menu')}>
        <ul className="casino-account__menu-list" ref={menu}>
          {ACCOUNT_MENU.map((item) => {
            const path = accountPath(item, language, basePath);
            return (
              <li key={item}>
                <a className="casino-account__menu-link" part="menu-link" href={path} aria-current={item === current ? 'page' : undefined} onClick={linkClick(host, path)}>
                  {t(`account.menu.${item}`)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="casino-account__content" part="content">
        <Suspense
          fallback={
            <p className="casino-account__note" role="status">
              {t('account.opening')}
            </p>
          }
        >
          {VIEWS[current](headingLevel)}
        </Suspense>
      </div>
    </div>
  );
}
