import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  plugins: [registrationDefinitions],
  root: fileURLToPath(new URL('.', import.meta.url)),
  // No source maps in the production build: the site does not publish its sources (the server
  // refuses *.map as well). Dev mode has its own.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: { '/v1': apiTarget, '/sandbox': apiTarget },
  },
});
