import { emit, navigate, useHost, useModel, useRuntime } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { ADMIN_LOGOUT_EVENT } from './admin-events';
import { createAdminBarModel } from './admin-model';
import { ExitAdminDialog } from './ExitAdminDialog';
import { useAdminT } from './use-admin-t';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import english from './bar.texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

export interface AdminBarProps {
  /** Where to go after leaving admin mode; default `/` (spec). */
  redirect?: string;
}

/**
 * The `<casino-admin-bar>` view: nothing outside admin mode; in it, a slim region with the admin's
 * name, the "Show text keys" switch and the exit button with its confirmation.
 *
 * Its own words come from `useAdminT`, not `useT`: with the keys switched on, `useT` answers keys,
 * and the operator must still be able to read the switch that turns them off.
 */
export function AdminBar({ redirect }: AdminBarProps) {
  useSignals();
  const t = useAdminT();
  const host = useHost();
  const runtime = useRuntime();
  const model = useModel(() => createAdminBarModel(runtime), [runtime]);
  const switchId = useId();

  const admin = runtime.store.admin.value;
  if (!admin) return null;

  return (
    <div className="casino-admin-bar" part="bar" role="region" aria-label={t('admin.bar.label')}>
      <p className="casino-admin-bar__status" part="status">
        <span className="casino-admin-bar__mark" aria-hidden="true" />
        {t('admin.bar.status', { name: admin.username })}
      </p>
      <div className="casino-admin-bar__controls">
        <label className="casino-admin-bar__toggle" part="keys-toggle" htmlFor={switchId}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className="casino-admin-bar__switch"
            part="keys-switch"
            checked={model.showTextKeys.value}
            onChange={(event) => model.setShowTextKeys(event.currentTarget.checked)}
          />
          <span>{t('admin.bar.showKeys')}</span>
        </label>
        <Button variant="secondary" size="small" part="exit-button" onClick={model.askExit}>
          {t('admin.exit')}
        </Button>
      </div>
      <ExitAdminDialog
        model={model}
        onExited={() => {
          emit(host, ADMIN_LOGOUT_EVENT, {});
          navigate(host, redirect || '/');
        }}
      />
    </div>
  );
}
