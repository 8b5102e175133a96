import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useLanguage, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormNotice } from '@casino-sdk/ui/field';
import { useSignals } from '@preact/signals-react/runtime';
import type { LedgerExport } from '../ledger/ledger-export';
import { createExportMenuModel, type ExportAction } from './export-menu-model';
import english from './texts.en.json';

addEnglishTexts(english);

const ACTIONS: readonly ExportAction[] = ['xlsx', 'csv', 'pdf', 'copy'];

/** Excel, CSV, PDF and Copy of exactly what the view shows; the pressed one busy while its library loads. */
export function ExportMenu({ input }: { input: LedgerExport }) {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const runtime = useRuntime();
  const model = useModel(() => createExportMenuModel(runtime), [runtime]);
  const busy = model.busy.value;
  return (
    <div className="casino-ledger__export" part="export">
      <div className="casino-ledger__export-actions" role="group" aria-label={t('account.export.label')}>
        {ACTIONS.map((action) => (
          <Button key={action} size="small" variant="secondary" loading={busy === action} part={`export-${action}`} onClick={() => void model.run(action, input, { t, language })}>
            {t(`account.export.${action}`)}
          </Button>
        ))}
      </div>
      <FormNotice notice={model.notice.value} className="casino-ledger__export-notice" part="export-notice" />
    </div>
  );
}
