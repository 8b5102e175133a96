import { defineConfig } from 'drizzle-kit';

// Run from packages/sandbox (`npm run db:generate -w packages/sandbox`) after a schema change to
// write the next migration. No database is needed: PGlite and PostgreSQL run the same SQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
