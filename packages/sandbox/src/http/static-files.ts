import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Next } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** The copies the build writes beside its text files (scripts/compress-assets.mjs), best first. */
const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json|wasm)|image\/svg\+xml)/;
/** `.` or `..` as a segment, doubled or back slashes: nothing outside the root is ever read. */
const UNSAFE_PATH = /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\/;

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Uint8Array<ArrayBuffer>;
}

export interface StaticFilesOptions {
  root: string;
  /** The request path to the file path under `root` (e.g. without a mount prefix). */
  rewriteRequestPath?: (path: string) => string;
}

/**
 * A build's files from memory: each is read once and again only when a rebuild changes it (a
 * `stat` a request). @hono/node-server's serveStatic streams every response from disk (open, a
 * ReadStream turned into a web stream and back into socket writes): a quarter of the sandbox's CPU
 * in the end-to-end suite, where every test's fresh browser asks for every file again. GET and
 * HEAD only, no ranges (a build has no media); a folder is its index.html; anything else, or a
 * missing file, goes to `next`.
 */
export function staticFiles(options: StaticFilesOptions) {
  const cache = new Map<string, CachedFile>();

  async function load(path: string): Promise<CachedFile | null> {
    const stats = await stat(path).catch(() => null);
    if (!stats?.isFile()) return null;
    const cached = cache.get(path);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
    const body = await readFile(path).catch(() => null);
    if (body === null) return null;
    const file = { mtimeMs: stats.mtimeMs, size: stats.size, body: new Uint8Array(body) };
    cache.set(path, file);
    return file;
  }

  /** The file for `path` (its brotli or gzip copy when the browser takes one), with its headers. */
  async function find(path: string, acceptEncoding: string | undefined): Promise<{ file: CachedFile; headers: Record<string, string> } | null> {
    const type = getMimeType(path) ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'Content-Type': type };
    if (COMPRESSIBLE.test(type)) {
      headers.Vary = 'Accept-Encoding';
      const accepted = new Set(acceptEncoding?.split(',').map((encoding) => encoding.trim().split(';')[0]));
      for (const [encoding, suffix] of PRECOMPRESSED) {
        const file = accepted.has(encoding) ? await load(path + suffix) : null;
        if (file) return { file, headers: { ...headers, 'Content-Encoding': encoding } };
      }
    }
    const file = await load(path);
    return file && { file, headers };
  }

  return async (c: Context, next: Next): Promise<Response | void> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let requested: string;
    try {
      requested = decodeURI(c.req.path);
    } catch {
      return next();
    }
    if (requested.includes('%') || UNSAFE_PATH.test(requested)) return next();
    const path = join(options.root, options.rewriteRequestPath ? options.rewriteRequestPath(requested) : requested);
    const acceptEncoding = c.req.header('Accept-Encoding');
    // A folder only once no file is found: most requests are for files, and cost one stat.
    const found =
      (await find(path, acceptEncoding)) ??
      ((await stat(path).catch(() => null))?.isDirectory() ? await find(join(path, 'index.html'), acceptEncoding) : null);
    if (!found) return next();
    const { file, headers } = found;
    headers['Content-Length'] = String(file.size);
    headers['Last-Modified'] = new Date(file.mtimeMs).toUTCString();
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(file.body, 200, headers);
  };
}
