import { Button } from '@casino-sdk/ui/button';
import { LazyDialog } from '@casino-sdk/ui/dialog/lazy';
import { useSignals } from '@preact/signals-react/runtime';
import type { AdminBarModel } from './admin-model';
import { useAdminT } from './use-admin-t';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import english from './exit.texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

export interface ExitAdminDialogProps {
  model: AdminBarModel;
  /** Called once admin mode is over (the view asks to go to `/`). */
  onExited: () => void;
}

/** The spec's confirmation: 'Are you sure you want to exit Admin Mode?', Exit or Cancel. */
export function ExitAdminDialog({ model, onExited }: ExitAdminDialogProps) {
  useSignals();
  const t = useAdminT();
  return (
    <LazyDialog
      open={model.confirming.value}
      onClose={model.cancelExit}
      title={t('admin.exitConfirm.title')}
      className="casino-admin-exit"
      actions={
        <>
          <Button variant="secondary" part="exit-cancel" onClick={model.cancelExit}>
            {t('admin.exitConfirm.cancel')}
          </Button>
          <Button
            part="exit-confirm"
            loading={model.exiting.value}
            onClick={async () => {
              await model.confirmExit();
              onExited();
            }}
          >
            {t('admin.exitConfirm.confirm')}
          </Button>
        </>
      }
    >
      <p className="casino-admin-exit__question" part="exit-question">
        {t('admin.exitConfirm.question')}
      </p>
    </LazyDialog>
  );
}
