// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDownloads } from './download';

const file = (name: string) => ({ blob: new Blob([name]), fileName: name });

describe('downloads', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a link to the file named for it, and frees each URL only when the next file or the end comes', () => {
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:file-${++made}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const downloads = createDownloads(document);
    downloads.save(file('a.csv'));
    expect(clicked).toEqual([{ href: 'blob:file-1', download: 'a.csv' }]);
    expect(revoke).not.toHaveBeenCalled();
    downloads.save(file('b.pdf'));
    expect(revoke).toHaveBeenCalledWith('blob:file-1');
    downloads.dispose();
    expect(revoke.mock.calls).toEqual([['blob:file-1'], ['blob:file-2']]);
  });
});
