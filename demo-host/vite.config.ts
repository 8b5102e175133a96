import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { registrationModule } from '../scripts/element-docs/registration-definition';

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

/** Modules every first page needs right after the main chunk has run: the API layer and the CMS contract. */
const FIRST_CALL_MODULES = ['packages/core/src/services.ts', 'packages/core/src/contract/cms.ts'];

/**
 * `<link rel="modulepreload">` for FIRST_CALL_MODULES and what they import. `CasinoSDK.init` asks for
 * the API layer as soon as the main chunk runs, and the lobby's banners call (whose answer names
 * the page's largest picture) waits for it: fetched beside the main chunk, it is there when asked.
 */
const firstCallPreloads: Plugin = {
  name: 'first-call-preloads',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const already = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      const wanted = new Set<string>();
      const add = (fileName: string) => {
        if (already.has(fileName) || wanted.has(fileName)) return;
        wanted.add(fileName);
        const chunk = chunks.find((item) => item.fileName === fileName);
        chunk?.imports.forEach(add);
      };
      for (const module of FIRST_CALL_MODULES) {
        const chunk = chunks.find((item) => item.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)));
        if (!chunk) throw new Error(`first-call-preloads: no chunk for ${module}`);
        add(chunk.fileName);
      }
      return [...wanted].map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
    },
  },
};

export default defineConfig({
  plugins: [registrationDefinitions, firstCallPreloads],
  root: fileURLToPath(new URL('.', import.meta.url)),
  // No source maps in the production build: the site does not publish its sources (the server
  // refuses *.map as well). Dev mode has its own.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: { '/v1': apiTarget, '/sandbox': apiTarget },
  },
});
