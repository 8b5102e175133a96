import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import type { ExportedFile } from './export-file';
import { englishWords, transactionsExport } from './export-fixture';
import { COPIED_MS, createExportMenuModel } from './export-menu-model';
import { handScheduler } from '@casino-sdk/core/testing/hand-scheduler';

function menu(clipboard = { writeText: vi.fn((text: string) => Promise.resolve(void text)) }) {
  const scheduler = handScheduler();
  const saved: ExportedFile[] = [];
  const downloads = { save: (file: ExportedFile) => void saved.push(file), dispose: vi.fn() };
  const model = createExportMenuModel({ scheduler }, { downloads, clipboard });
  return { model, scheduler, saved, downloads, clipboard };
}

describe('export menu model', () => {
  it('downloads the CSV of exactly the rows given, named after the view and the period, busy while it is made', async () => {
    const { model, saved } = menu();
    const running = model.run('csv', transactionsExport, englishWords);
    expect(model.busy.value).toBe('csv');
    await running;
    expect(model.busy.value).toBeNull();
    expect(saved.map((file) => file.fileName)).toEqual(['transactions-2026-11-01-2026-11-30.csv']);
    const rows = Papa.parse<string[]>((await saved[0]!.blob.text()).replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    expect(rows.slice(5).map((row) => row[0])).toEqual(['ID', '902', '901']);
  });

  it('makes one export at a time', async () => {
    const { model, saved } = menu();
    const first = model.run('csv', transactionsExport, englishWords);
    await model.run('csv', transactionsExport, englishWords);
    await first;
    expect(saved).toHaveLength(1);
  });

  it('copies the rows tab-separated and says so for a while', async () => {
    const { model, scheduler, clipboard } = menu();
    await model.run('copy', transactionsExport, englishWords);
    expect(clipboard.writeText.mock.calls[0]![0]).toContain('902\t2026-11-02 10:00:00\t');
    expect(model.notice.value).toEqual({ tone: 'success', message: { key: 'account.export.copied' } });
    expect(scheduler.timers.map((timer) => timer.ms)).toEqual([COPIED_MS]);
    scheduler.fire();
    expect(model.notice.value).toBeNull();
  });

  it('says when the clipboard refuses, until the next export', async () => {
    const { model, scheduler } = menu({ writeText: vi.fn((text: string) => Promise.reject(new DOMException(text, 'NotAllowedError'))) });
    await model.run('copy', transactionsExport, englishWords);
    expect(model.notice.value).toEqual({ tone: 'error', message: { key: 'account.export.copyFailed' } });
    expect(scheduler.timers).toEqual([]);
    expect(model.busy.value).toBeNull();
  });

  it('frees the last download when it goes', () => {
    const { model, downloads } = menu();
    model.dispose();
    expect(downloads.dispose).toHaveBeenCalledOnce();
  });
});
