import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { POSTGRES_INSTALL, postgresBinDir, startPostgresCluster } from './vitest.postgres.js';

/**
 * A folder for this run's shared test databases, and a throwaway PostgreSQL cluster for the tests
 * that need a real one (packages/sandbox/src/testing/test-database.ts). Without PostgreSQL the run
 * goes on and those tests fail with the install command.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-sdk-test-db-'));
  project.provide('testDatabaseDir', dir);
  const bin = postgresBinDir();
  const cluster = bin ? await startPostgresCluster(bin) : null;
  project.provide('testPostgres', cluster ? { url: cluster.url } : { missing: `No PostgreSQL server is installed; run: ${POSTGRES_INSTALL}` });
  return () => {
    try {
      cluster?.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
