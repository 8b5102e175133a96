import type { Plugin } from 'vite';

/** The module `CasinoSDK.init` imports at once: the API layer (decision 0005). */
const API_LAYER = 'packages/core/src/services.ts';

interface Chunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
}

/**
 * Puts `<link rel="modulepreload">` for the API layer's chunks into the page's HTML. The host waits
 * for `CasinoSDK.ready()` (the maintenance flag and any saved session, both asked through that
 * layer) before its first page; discovered only when the entry runs, those chunks cost the first
 * page a round trip after the entry's download. Listed in the HTML, they download beside it.
 */
export function preloadApiLayer(): Plugin {
  return {
    name: 'preload-api-layer',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output): output is Chunk & typeof output => output.type === 'chunk');
        const layer = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(API_LAYER)));
        if (!layer) throw new Error(`No chunk holds ${API_LAYER}: the API layer is no longer split off (decision 0005).`);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // The entry's own static imports are preloaded by Vite already.
        const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || entryFiles.has(fileName)) return;
          files.add(fileName);
          byName.get(fileName)?.imports.forEach(visit);
        };
        visit(layer.fileName);
        return [...files].map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}
