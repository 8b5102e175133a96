export { createApp, type AppOptions } from './app';
export { configFromEnv, type SandboxConfig } from './config';
export { openDatabase, type Database, type DatabaseLocation, type OpenedDatabase } from './db/database';
export type { Mode } from './http/env';
export { seedDatabase, type SeedOptions } from './seed';
export { seedPlayers } from './seed/players';
export { startServer, type RunningSandbox } from './server';
