import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** Both drivers share the PostgreSQL query builder; routes only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction's handle: what a step that must run inside one asks for. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OpenedDatabase {
  db: Database;
  /** 'memory' is PGlite without a directory, for tests. */
  kind: 'pglite' | 'memory' | 'postgres';
  /** PGlite only: the whole data directory as a tarball, for a later `{ kind: 'memory', from }`. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  /** `from`: start from a `dump()` instead of an empty cluster (initdb is most of PGlite's start). */
  | { kind: 'memory'; from?: Blob }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * A new PGlite cluster writes its WAL in 1 MB segments, not PostgreSQL's 16 MB: a sandbox writes
 * little, and its data directory then is 37 MB instead of 45 MB once seeded. Making one cost 3.0
 * instead of 4.9 s of CPU, loading a test file's copy of it 0.57 instead of 0.64 s. An existing data
 * directory keeps the size it was made with.
 */
const initDbStartParams = ['--wal-segsize=1'];

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(location: DatabaseLocation = { kind: 'memory' }): Promise<OpenedDatabase> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url });
    const db = drizzlePostgres(pool, { schema });
    try {
      await migratePostgres(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }

  let client: PGlite;
  if (location.kind === 'pglite') {
    // PGlite creates the data directory itself but not its parents.
    mkdirSync(dirname(location.dataDir), { recursive: true });
    client = new PGlite({ dataDir: location.dataDir, initDbStartParams });
  } else {
    client = new PGlite(location.from ? { loadDataDir: location.from } : { initDbStartParams });
  }
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: location.kind,
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
