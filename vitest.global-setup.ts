import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** A folder for this run's shared test databases (packages/sandbox/src/testing/test-database.ts). */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'casino-sdk-test-db-'));
  project.provide('testDatabaseDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
