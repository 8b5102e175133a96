import { openDatabase, type OpenedDatabase } from '../db/database';
import { seedDatabase } from '../seed';

export const SKIN = { refId: 'demo-skin', password: 'demo-skin-secret' };

/**
 * Starting PGlite on an empty cluster (initdb), migrating and seeding (5,000 games, Argon2id
 * hashes) took about 2.2 s per test file; loading a tarball of the result takes about 0.5 s. So
 * each worker makes the two states once, in this run (the seed dates its rows from now), and every
 * file gets its own copy: a test can change its database, never another file's.
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

function snapshot(contents: TestDatabaseContents): Promise<Blob> {
  const made = (snapshots[contents] ??= makeSnapshot(contents));
  // A failed build is not kept: the next file tries again and reports its own error.
  made.catch(() => delete snapshots[contents]);
  return made;
}

/** A database of its own for one test file, in memory, from this worker's snapshot. */
export async function openTestDatabase(contents: TestDatabaseContents): Promise<OpenedDatabase> {
  return openDatabase({ kind: 'memory', from: await snapshot(contents) });
}
