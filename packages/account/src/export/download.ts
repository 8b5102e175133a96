import type { ExportedFile } from './export-file';

export interface Downloads {
  /** Offers the file as a download through an object URL. */
  save(file: ExportedFile): void;
  /** Frees the last file's URL. */
  dispose(): void;
}

/**
 * Downloads through an anchor's `download`. The browser reads an object URL after the click returns,
 * so each URL is freed when the next file replaces it or the menu goes, not at once.
 */
export function createDownloads(document: Document = globalThis.document): Downloads {
  let url: string | null = null;
  const dispose = () => {
    if (url) URL.revokeObjectURL(url);
    url = null;
  };
  return {
    save(file) {
      dispose();
      url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      link.click();
    },
    dispose,
  };
}
