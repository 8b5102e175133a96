/**
 * The sandbox the API loads (bench/api-load.ts, bench/payments-load.ts) run against, in a process
 * of its own so the load generator does not share its event loop: a database with the full seed
 * (a fresh PGlite on disk, or the PostgreSQL database named by the `databaseUrl` option) and as
 * many bench players as asked, on an ephemeral loopback port, which it reports to its parent over
 * IPC with the players' session tokens. It stops when the parent disconnects.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, openDatabase, seedDatabase } from '../packages/sandbox/src';
import { addBenchPlayers } from './bench-players';
import { BENCH_SKIN, type BenchSandboxOptions } from './bench-sandbox';

const options = JSON.parse(process.argv[2] ?? '{}') as BenchSandboxOptions;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const database = await openDatabase(options.databaseUrl ? { kind: 'postgres', url: options.databaseUrl } : { kind: 'pglite', dataDir: join(dataDir, 'db') });
const skinId = await seedDatabase(database.db, { skinRefId: BENCH_SKIN.refId });
const tokens = options.players ? await addBenchPlayers(database.db, skinId, options.players, new Date()) : [];
const app = createApp({ db: database.db, mode: 'sandbox', skin: BENCH_SKIN, corsOrigins: [], logError: () => {} });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.send?.({ port: (server.address() as AddressInfo).port, tokens });
});
process.on('disconnect', () => {
  server.close();
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  void database.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
