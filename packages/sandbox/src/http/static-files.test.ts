import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from './static-files';

let root: string;
let outside: string;
const app = new Hono();
beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'static-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  root = join(outside, 'root');
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<title>home</title>');
  writeFileSync(join(root, 'docs', 'index.html'), '<title>docs</title>');
  writeFileSync(join(root, 'app.js'), 'one');
  writeFileSync(join(root, 'app.js.br'), brotliCompressSync('one'));
  writeFileSync(join(root, 'logo.png'), 'png');
  writeFileSync(join(root, 'logo.png.br'), 'never sent: a picture is not compressed again');
  writeFileSync(join(root, 'a b.txt'), 'spaced');
  app.use('/cdn/*', staticFiles({ root, rewriteRequestPath: (path) => path.replace(/^\/cdn/, '') }));
  app.use('*', staticFiles({ root }));
  app.all('*', (c) => c.text('next', 404));
});
afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe('staticFiles', () => {
  it('serves a file with its type, length and date; HEAD without the body', async () => {
    const got = await app.request('/app.js');
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(got.headers.get('content-length')).toBe('3');
    expect(got.headers.get('last-modified')).toMatch(/GMT$/);
    expect(await got.text()).toBe('one');
    const head = await app.request('/app.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('3');
    expect(await head.text()).toBe('');
  });

  it('sends the brotli copy of a text file to a browser that takes it, never of a picture', async () => {
    const brotli = await app.request('/app.js', { headers: { 'accept-encoding': 'gzip, br;q=1' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    // No gzip copy: the plain file.
    const plain = await app.request('/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('one');
    const picture = await app.request('/logo.png', { headers: { 'accept-encoding': 'br' } });
    expect(picture.headers.get('content-encoding')).toBeNull();
    expect(await picture.text()).toBe('png');
  });

  it('shows a rebuilt file on the next request', async () => {
    expect(await (await app.request('/app.js')).text()).toBe('one');
    writeFileSync(join(root, 'app.js'), 'two!');
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'app.js'), later, later);
    expect(await (await app.request('/app.js')).text()).toBe('two!');
  });

  it('serves a folder as its index.html, and a mounted root through the rewrite', async () => {
    expect(await (await app.request('/docs/')).text()).toContain('docs');
    expect(await (await app.request('/')).text()).toContain('home');
    expect(await (await app.request('/cdn/logo.png')).text()).toBe('png');
    expect(await (await app.request('/a%20b.txt')).text()).toBe('spaced');
  });

  it('leaves missing files, other methods and every way out of the root to the next handler', async () => {
    for (const path of ['/missing.js', '/../secret.txt', '/%2e%2e/secret.txt', '/docs/..%2fsecret.txt', '//etc/passwd', '/%E0%A4%A']) {
      const got = await app.request(path);
      expect(await got.text(), path).toBe('next');
    }
    expect(await (await app.request('/app.js', { method: 'POST' })).text()).toBe('next');
  });

  it('refuses a raw path out of the root, which the URL parser would have cleaned', async () => {
    const serve = staticFiles({ root });
    for (const path of ['/../secret.txt', '/docs/../../secret.txt', '/..\\secret.txt', '/%2e%2e/secret.txt']) {
      const context = { req: { method: 'GET', path, header: () => undefined }, body: () => new Response('served') };
      let passedOn = false;
      await serve(context as unknown as Context, async () => {
        passedOn = true;
      });
      expect(passedOn, path).toBe(true);
    }
  });
});
