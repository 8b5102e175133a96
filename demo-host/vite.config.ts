import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

/**
 * The built site carries a strict Content-Security-Policy, proving the SDK runs without inline
 * scripts, inline styles or eval. Dev mode skips it: Vite's hot reload injects inline code.
 */
function strictCsp(): Plugin {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  return {
    name: 'strict-csp',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`),
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [strictCsp()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: { '/v1': apiTarget, '/sandbox': apiTarget },
  },
});
