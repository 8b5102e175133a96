import { createNotices, type Notice } from '@casino-sdk/core/form';
import type { Scheduler } from '@casino-sdk/core/internal';
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { LedgerExport } from '../ledger/ledger-export';
import { createDownloads, type Downloads } from './download';
import { copyRows, exportFile, type FileFormat } from './export-file';
import type { ExportWords } from './export-words';

export type ExportAction = FileFormat | 'copy';

/** How long "Copied" stays; an error stays until the next export. */
export const COPIED_MS = 4000;

export interface ExportMenuModel {
  /** The export being made (its library loading, its file written); the others wait. */
  readonly busy: ReadonlySignal<ExportAction | null>;
  readonly notice: ReadonlySignal<Notice | null>;
  run(action: ExportAction, input: LedgerExport, words: ExportWords): Promise<void>;
  dispose(): void;
}

export interface ExportMenuOptions {
  downloads?: Downloads;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/** The export menu: one export at a time, a file downloaded or the rows copied, and a line that says how it went. */
export function createExportMenuModel(runtime: { scheduler: Pick<Scheduler, 'after'> }, options: ExportMenuOptions = {}): ExportMenuModel {
  const downloads = options.downloads ?? createDownloads();
  const notices = createNotices(runtime.scheduler);
  const busy = signal<ExportAction | null>(null);
  return {
    busy,
    notice: notices.notice,
    async run(action, input, words) {
      if (busy.value) return;
      busy.value = action;
      notices.clear();
      try {
        if (action === 'copy') {
          await copyRows(input, words, options.clipboard ?? navigator.clipboard);
          notices.show({ tone: 'success', message: { key: 'account.export.copied' } }, COPIED_MS);
        } else {
          downloads.save(await exportFile(action, input, words));
        }
      } catch {
        notices.show({ tone: 'error', message: { key: action === 'copy' ? 'account.export.copyFailed' : 'account.export.failed' } });
      } finally {
        busy.value = null;
      }
    },
    dispose() {
      notices.dispose();
      downloads.dispose();
    },
  };
}
