// Writes the next SQL migration from src/db/schema/ into drizzle/ (no database needed).
// Usage: npm run db:generate -w packages/sandbox -- --name what_changed
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
// bin.cjs is not in drizzle-kit's exports map; it sits beside the main entry.
const drizzleKit = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hook = fileURLToPath(new URL('./drizzle-orm-resolve.mjs', import.meta.url));

const result = spawnSync(process.execPath, ['--import', hook, drizzleKit, 'generate', ...process.argv.slice(2)], {
  cwd: packageDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_PATH: [`${packageDir}node_modules`, process.env.NODE_PATH].filter(Boolean).join(delimiter),
  },
});
process.exit(result.status ?? 1);
