import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { SandboxConfig } from './config';
import { openDatabase } from './db/database';
import { seedDatabase } from './seed';

export interface RunningSandbox {
  url: string;
  port: number;
  /** Stops accepting connections, then closes the database. */
  close(): Promise<void>;
}

/** Opens (migrates, seeds) the database and starts listening. Used by main.ts and by test setups. */
export async function startServer(config: SandboxConfig): Promise<RunningSandbox> {
  const database = await openDatabase(config.database);
  try {
    await seedDatabase(database.db, { skinRefId: config.skin.refId, admin: config.admin, gameCount: config.gameCount, skinRules: config.skinRules });
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = createApp({
    db: database.db,
    mode: config.mode,
    skin: config.skin,
    corsOrigins: config.corsOrigins,
    staticDir: config.staticDir,
    cdnDir: config.cdnDir,
    documentsDir: config.documentsDir,
    checkResponses: config.checkResponses,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    answerOrigin: config.answerOrigin,
    behindHttps: config.behindHttps,
    providerUrl: config.providerUrl,
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(started));
    started.once('error', reject);
  });
  // Node closes a keep-alive socket after 5 s idle; a client that sends on it in that moment gets
  // ECONNRESET (an e2e test's API call after a few seconds of browser steps did, on a busy machine).
  // Idle sockets stay open for a minute instead, longer than any pause between a client's calls.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 60_000;
    server.headersTimeout = 61_000;
  }
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections (a browser tab) would hold close() open forever.
          (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        });
        await database.close();
      })()),
  };
}
