import { fileURLToPath } from 'node:url';
import type { DatabaseLocation } from './db/database';
import type { Mode } from './http/env';
import { passwordProblem } from './security/password-policy';
import { defaultAdmin, type AdminAccount } from './seed/admins';

export interface SandboxConfig {
  port: number;
  host: string;
  database: DatabaseLocation;
  mode: Mode;
  skin: { refId: string; password: string };
  /** The admin-mode account the seed keeps (ADMIN_USERNAME, ADMIN_PASSWORD); `defaultAdmin` when absent. */
  admin?: AdminAccount;
  corsOrigins: string[];
  staticDir: string;
  /** The CDN build for the partner page at /sandbox/embed (CDN_DIR). */
  cdnDir: string;
  /** Parse every response with the contract before sending it (CHECK_RESPONSES=1). */
  checkResponses: boolean;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The server's settings from the environment, with the defaults the README documents. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  return {
    port,
    // Loopback unless asked: the sandbox has well-known passwords and must not face a network by accident.
    host: env.HOST || '127.0.0.1',
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR || `${repoRoot}.sandbox-data` },
    mode: env.SANDBOX_MODE === '0' ? 'platform' : 'sandbox',
    skin: { refId: env.SKIN_REF_ID || 'demo-skin', password: env.SKIN_PASSWORD || 'demo-skin-secret' },
    admin: adminFromEnv(env),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    staticDir: env.STATIC_DIR || `${repoRoot}demo-host/dist`,
    cdnDir: env.CDN_DIR || `${repoRoot}dist/cdn`,
    checkResponses: env.CHECK_RESPONSES === '1',
  };
}

function adminFromEnv(env: NodeJS.ProcessEnv): AdminAccount {
  const username = env.ADMIN_USERNAME?.trim() || defaultAdmin.username;
  const password = env.ADMIN_PASSWORD || defaultAdmin.password;
  // The override exists to replace a public password; a weak one would defeat it.
  const problem = passwordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  return { username, password };
}
