/**
 * The sandbox that bench/api-load.ts loads, in a process of its own so the load generator does not
 * share its event loop: a fresh PGlite on disk with the full seed, on an ephemeral loopback port,
 * which it reports to its parent over IPC. It stops when the parent disconnects.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, openDatabase, seedDatabase } from '../packages/sandbox/src';

export const BENCH_SKIN = { refId: 'demo-skin', password: 'demo-skin-secret' };

const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
await seedDatabase(database.db, { skinRefId: BENCH_SKIN.refId });
const app = createApp({ db: database.db, mode: 'sandbox', skin: BENCH_SKIN, corsOrigins: [], logError: () => {} });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('disconnect', () => {
  server.close();
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  void database.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
