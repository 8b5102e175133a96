import { mkdirSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { seedDatabase } from '../seed';

export const SKIN = { refId: 'demo-skin', password: 'demo-skin-secret' };

declare module 'vitest' {
  interface ProvidedContext {
    /** A folder of this run's own (vitest.global-setup.ts), where the first worker leaves the snapshots. */
    testDatabaseDir: string;
    /** The run's throwaway PostgreSQL cluster (vitest.global-setup.ts), or why there is none. */
    testPostgres: { url: string } | { missing: string };
  }
}

/**
 * Starting PGlite on an empty cluster (initdb), migrating and seeding (5,000 games, Argon2id
 * hashes) costs about 6 s of CPU; loading a tarball of the result about 0.6 s. So the first worker
 * that needs a state makes it, once in this run (the seed dates its rows from now), and leaves it
 * in the run's folder for the others; every file gets its own copy: a test can change its database,
 * never another file's.
 */
const snapshots: Partial<Record<TestDatabaseContents, Promise<Blob>>> = {};

/** `migrated`: the schema and no rows; `seeded`: what a fresh sandbox starts with. */
export type TestDatabaseContents = 'migrated' | 'seeded';

async function makeSnapshot(contents: TestDatabaseContents): Promise<Blob> {
  const template = contents === 'migrated' ? await openDatabase({ kind: 'memory' }) : await openTestDatabase('migrated');
  try {
    if (contents === 'seeded') await seedDatabase(template.db, { skinRefId: SKIN.refId });
    return await template.dump!();
  } finally {
    await template.close();
  }
}

/** The run's snapshot: read from the run's folder, or made there by the first worker to ask. */
async function sharedSnapshot(contents: TestDatabaseContents): Promise<Blob> {
  const file = join(inject('testDatabaseDir'), `${contents}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    const ready = await readFile(file).catch(() => null);
    if (ready) return new Blob([ready]);
    try {
      mkdirSync(lock);
    } catch {
      // Another worker is making it (a hung one fails this file at vitest's hook timeout).
      await sleep(100);
      continue;
    }
    try {
      const made = await makeSnapshot(contents);
      await writeFile(`${file}.part`, Buffer.from(await made.arrayBuffer()));
      await rename(`${file}.part`, file);
      return made;
    } finally {
      // Whatever happened, the next worker to ask finds the file or makes it itself.
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

function snapshot(contents: TestDatabaseContents): Promise<Blob> {
  const made = (snapshots[contents] ??= sharedSnapshot(contents));
  // A failed build is not kept: the next file tries again and reports its own error.
  made.catch(() => delete snapshots[contents]);
  return made;
}

/** A database of its own for one test file, in memory, from this worker's snapshot. */
export async function openTestDatabase(contents: TestDatabaseContents): Promise<OpenedDatabase> {
  return openDatabase({ kind: 'memory', from: await snapshot(contents) });
}

/** A database URL on the run's PostgreSQL cluster, or the install command as the test's failure. */
function postgresUrl(database: string): string {
  const cluster = inject('testPostgres');
  if ('missing' in cluster) throw new Error(cluster.missing);
  const url = new URL(cluster.url);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` on the cluster's maintenance database. */
async function onCluster<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The run's template of `contents` on PostgreSQL: the first worker to ask makes it under an
 * advisory lock, the others wait for it; CREATE DATABASE ... TEMPLATE then copies it per file.
 */
async function postgresTemplate(contents: TestDatabaseContents): Promise<string> {
  const name = `template_${contents}`;
  await onCluster(async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return;
      await client.query(`CREATE DATABASE ${name}`);
      const template = await openDatabase({ kind: 'postgres', url: postgresUrl(name) });
      try {
        if (contents === 'seeded') await seedDatabase(template.db, { skinRefId: SKIN.refId });
      } finally {
        await template.close();
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

let postgresDatabases = 0;

/** A database of its own for one test file on the run's real PostgreSQL (vitest.global-setup.ts). */
export async function openPostgresTestDatabase(contents: TestDatabaseContents): Promise<OpenedDatabase> {
  const template = await postgresTemplate(contents);
  const name = `test_${process.pid}_${++postgresDatabases}`;
  await onCluster((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return openDatabase({ kind: 'postgres', url: postgresUrl(name) });
}

/** The databases a sandbox test can run on: PGlite, what the sandbox ships with, and real PostgreSQL. */
export const testDatabases = [
  { name: 'PGlite', open: openTestDatabase },
  { name: 'PostgreSQL', open: openPostgresTestDatabase },
] as const;

/** Runs a test file's cases once on each of the test databases; `open` gives that database. */
export function describeOnEachDatabase(
  title: string,
  cases: (open: (contents: TestDatabaseContents) => Promise<OpenedDatabase>) => void,
): void {
  for (const database of testDatabases) describe(`${title} (${database.name})`, () => cases(database.open));
}
