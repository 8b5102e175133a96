import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, minify, transformWithOxc, type Plugin, type Rollup } from 'vite';
import { registrationModule } from '../scripts/element-docs/registration-definition.js';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

/*
 * The built site runs under a strict Content-Security-Policy (no inline scripts, inline styles or
 * eval), which the sandbox server sends as a header with the HTML: `SITE_CSP` in
 * packages/sandbox/src/http/security-headers.ts. A header, not a <meta>, because only a header can
 * say frame-ancestors; one policy in one place. Dev mode (Vite's server) sends none: hot reload
 * injects inline code.
 */

/** Element definitions ship only what registration reads (see registrationModule); after TypeScript is compiled. */
const registrationDefinitions: Plugin = {
  name: 'registration-definitions',
  enforce: 'post',
  apply: 'build',
  async transform(code, id) {
    if (!id.endsWith('.definition.ts')) return null;
    return { code: await registrationModule(code), map: null };
  },
};

/**
 * The built page runs boot.ts in place of main's chunk: boot fetches and runs main (its name and
 * those of the chunks it imports are on boot's script tag) at once, or on a page with a first paint
 * only once that frame has painted. boot.ts is compiled on its own, outside the bundle: as a second
 * entry it would make the bundler split main's code into many more chunks.
 */
function bootAfterFirstFrame(): Plugin {
  let boot: { fileName: string; code: string } | undefined;
  return {
    name: 'boot-after-first-paint',
    apply: 'build',
    async buildStart() {
      const file = fileURLToPath(new URL('src/boot.ts', import.meta.url));
      const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
      const { code: minified } = await minify('boot.js', code, { compress: true, mangle: true });
      boot = { fileName: `assets/boot-${createHash('sha256').update(minified).digest('hex').slice(0, 8)}.js`, code: minified };
    },
    generateBundle() {
      if (boot) this.emitFile({ type: 'asset', fileName: boot.fileName, source: boot.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
        const preload = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
        const main = entry.exec(html)?.[1];
        if (!boot || !main) throw new Error('boot-after-first-paint: no main script in the built page');
        const imports = [...html.matchAll(preload)].map((match) => match[1]!);
        const apiLayer = apiLayerChunks(bundle).filter((href) => href !== main && !imports.includes(href));
        const script = [
          ...apiLayer.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
          `<link rel="modulepreload" crossorigin href="${main}">`,
          `<script type="module" crossorigin src="/${boot.fileName}" data-main="${main}" data-preload="${[main, ...imports, ...apiLayer].join(' ')}"></script>`,
        ].join('\n    ');
        // The preloads stay: a page without a first paint fetches main beside boot, not after it
        // (the sandbox drops them from a page it draws a first paint into).
        return html.replace(entry, script);
      },
    },
  };
}

/**
 * The API layer (core's services.ts, loaded by `import()` as the runtime starts) and the chunks it
 * imports: every page loads them at once, so the page names them for the preload scanner. Left to the
 * bundler's preload helper, they were fetched only once main had run, and each of their links was
 * added by script (36 on the lobby, ~0.6 ms of main thread each on a phone).
 */
function apiLayerChunks(bundle: Rollup.OutputBundle | undefined): string[] {
  const chunks = Object.values(bundle ?? {}).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const services = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith('/packages/core/src/services.ts'));
  if (!services) throw new Error('boot-after-first-paint: no chunk for the API layer (packages/core/src/services.ts)');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  visit(services);
  return [...seen].map((fileName) => `/${fileName}`);
}

export default defineConfig({
  plugins: [registrationDefinitions, bootAfterFirstFrame()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  // No source maps in the production build: the site does not publish its sources (the server
  // refuses *.map as well). Dev mode has its own.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: { '/v1': apiTarget, '/sandbox': apiTarget },
  },
});
