import { rmSync } from 'node:fs';
import { configFromEnv } from './config';
import { startServer } from './server';

// `node --import tsx packages/sandbox/src/main.ts [--reset]` (npm run sandbox). Settings: see README.md.

const config = configFromEnv();

if (process.argv.includes('--reset')) {
  if (config.database.kind === 'pglite') {
    rmSync(config.database.dataDir, { recursive: true, force: true });
    console.log(`Reset: removed ${config.database.dataDir}`);
  } else {
    // Dropping a real server's tables is a decision for its owner, not a command-line flag.
    console.warn('--reset only applies to the embedded database; DATABASE_URL is left as it is.');
  }
}

// A stray rejection is logged; it must not take the server down for everyone else.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason));

const sandbox = await startServer(config);
console.log(`Casino sandbox on ${sandbox.url}${config.mode === 'platform' ? ' (platform mode)' : ''}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // The embedded database must be closed cleanly or its files may need recovery next start.
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  });
}
