import { addEnglishTexts } from '@casino-sdk/core/internal';
import { localePath, LOGIN_ROUTE } from '@casino-sdk/core/rules';
import { lazyNamed, linkClick, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import english from './texts.en.json';

addEnglishTexts(english);

// Each view with its model, rules and texts loads when it is first shown.
const DepositView = lazyNamed(() => import('../deposit/DepositView'), 'DepositView');
const WithdrawView = lazyNamed(() => import('../withdraw/WithdrawView'), 'WithdrawView');
const LimitsView = lazyNamed(() => import('../limits/LimitsView'), 'LimitsView');
const ExclusionView = lazyNamed(() => import('../exclusion/ExclusionView'), 'ExclusionView');

const VIEWS = { deposit: DepositView, withdraw: WithdrawView, limits: LimitsView, exclusion: ExclusionView };

export interface CashierProps {
  view?: string;
  headingLevel?: number;
}

/** `<casino-cashier>`: the view its `view` attribute names, for a signed-in player. */
export function Cashier({ view, headingLevel }: CashierProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  if (!runtime.store.isAuthenticated.value) {
    const login = localePath(runtime.store.language.value, LOGIN_ROUTE);
    return (
      <p className="casino-cashier casino-cashier__gate" part="sign-in">
        {t('cashier.signIn')}{' '}
        <a href={login} onClick={linkClick(host, login)}>
          {t('cashier.signInLink')}
        </a>
      </p>
    );
  }
  const View = VIEWS[view as keyof typeof VIEWS] ?? DepositView;
  return (
    <div className="casino-cashier">
      <Suspense
        fallback={
          <p className="casino-cashier__loading" role="status">
            {t('cashier.opening')}
          </p>
        }
      >
        <View headingLevel={headingLevel} />
      </Suspense>
    </div>
  );
}
