import { DEFAULT_JURISDICTION, DEPOSIT_LIMIT_PERIODS, isJurisdiction, JURISDICTIONS, type DepositLimitPeriods } from '@casino-sdk/core/rules';
import { fileURLToPath } from 'node:url';
import type { DatabaseLocation } from './db/database';
import type { Mode } from './http/env';
import { passwordProblem } from './security/password-policy';
import { defaultAdmin, type AdminAccount } from './seed/admins';
import type { SkinRules } from './seed/index';

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
  /** Where uploaded documents are kept (DOCUMENTS_DIR): `documents` under the data folder by default. */
  documentsDir: string;
  /** Parse every response with the contract before sending it (CHECK_RESPONSES=1). */
  checkResponses: boolean;
  /** Proxies in front of the server whose X-Forwarded-For is believed (TRUST_PROXY, default 0: none). */
  trustProxy: number;
  /** Where players reach the server (PUBLIC_URL, else `http://localhost:PORT`): links in e-mails start with it. */
  publicUrl: string;
  /** PUBLIC_URL when it is set, else '': picture URLs in answers start with it (same-origin paths without). */
  answerOrigin: string;
  /** The server runs behind https (BEHIND_HTTPS=1): every answer says Strict-Transport-Security. */
  behindHttps: boolean;
  /** The demo game provider's origin (PROVIDER_URL), served by this same server. */
  providerUrl: string;
  /** Games seeded into a fresh database (SANDBOX_GAMES, default 5,000): the bench's 50,000-game lobby. */
  gameCount?: number;
  /** The skin's rules, set at every start (decision 0048): SANDBOX_JURISDICTION (mga or ukgc, default mga) and SANDBOX_DEPOSIT_LIMIT_PERIODS (times-31 or equal). */
  skinRules: SkinRules;
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
    documentsDir: env.DOCUMENTS_DIR || `${env.DATA_DIR || `${repoRoot}.sandbox-data`}/documents`,
    checkResponses: env.CHECK_RESPONSES === '1',
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    ...publicAddressFromEnv(env, port),
    providerUrl: providerUrlFromEnv(env, port),
    ...gameCountFromEnv(env.SANDBOX_GAMES),
    skinRules: skinRulesFromEnv(env),
  };
}

/** SANDBOX_JURISDICTION and SANDBOX_DEPOSIT_LIMIT_PERIODS: the rules the sandbox's skin enforces and names in its document. */
function skinRulesFromEnv(env: NodeJS.ProcessEnv): SkinRules {
  const jurisdiction = (env.SANDBOX_JURISDICTION || DEFAULT_JURISDICTION).toLowerCase();
  if (!isJurisdiction(jurisdiction)) throw new Error(`SANDBOX_JURISDICTION must be one of ${JURISDICTIONS.join(', ')}, not "${env.SANDBOX_JURISDICTION}".`);
  const periods = env.SANDBOX_DEPOSIT_LIMIT_PERIODS || 'times-31';
  if (!(DEPOSIT_LIMIT_PERIODS as readonly string[]).includes(periods)) {
    throw new Error(`SANDBOX_DEPOSIT_LIMIT_PERIODS must be one of ${DEPOSIT_LIMIT_PERIODS.join(', ')}, not "${periods}".`);
  }
  return { jurisdiction, depositLimitPeriods: periods as DepositLimitPeriods };
}

/** SANDBOX_GAMES: a catalogue of another size for a fresh database (1 to 100,000 games). */
function gameCountFromEnv(value: string | undefined): { gameCount?: number } {
  if (value === undefined || value === '') return {};
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 100_000) throw new Error(`SANDBOX_GAMES must be a whole number from 1 to 100000, not "${value}".`);
  return { gameCount: count };
}

/**
 * PROVIDER_URL: the origin the demo slot is loaded from. It must differ from the site's so the game
 * frame's sandbox isolates it; by default the same server under 127.0.0.1 while the site is on
 * localhost (two origins, one port). With a PUBLIC_URL of its own, set it to a second name of the
 * same server (e.g. https://games.casino.example); without one the site's own origin is used.
 */
function providerUrlFromEnv(env: NodeJS.ProcessEnv, port: number): string {
  const value = env.PROVIDER_URL?.trim();
  if (value) {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // Reported below.
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.username) {
      throw new Error(`PROVIDER_URL must be an http(s) origin such as https://games.casino.example, not "${value}".`);
    }
    return url.origin;
  }
  const publicUrl = env.PUBLIC_URL?.trim();
  return publicUrl ? new URL(publicUrl).origin : `http://127.0.0.1:${port}`;
}

/**
 * PUBLIC_URL (an http(s) origin, `http://localhost:${PORT}` by default) and BEHIND_HTTPS=1. Unset,
 * answers hold same-origin paths (answerOrigin ''), so the site works on 127.0.0.1 or a LAN address. Behind
 * https the public URL must be given and be https: pictures on http would be mixed content.
 */
function publicAddressFromEnv(env: NodeJS.ProcessEnv, port: number): { publicUrl: string; answerOrigin: string; behindHttps: boolean } {
  const behindHttps = env.BEHIND_HTTPS === '1';
  const value = env.PUBLIC_URL?.trim();
  if (!value) {
    if (behindHttps) throw new Error('BEHIND_HTTPS=1 needs PUBLIC_URL, the https address players use (e.g. https://casino.example).');
    return { publicUrl: `http://localhost:${port}`, answerOrigin: '', behindHttps };
  }
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://casino.example, without a path, not "${value}".`);
  }
  if (behindHttps && url.protocol !== 'https:') throw new Error(`BEHIND_HTTPS=1 needs an https PUBLIC_URL, not "${value}".`);
  return { publicUrl: url.origin, answerOrigin: url.origin, behindHttps };
}

/** TRUST_PROXY: how many proxies stand in front of the server; unset, empty or 0 trusts none. */
function trustProxyFromEnv(value: string | undefined): number {
  if (!value?.trim()) return 0;
  if (!/^\d+$/.test(value.trim())) throw new Error(`TRUST_PROXY must be the number of proxies in front of the server (0 for none), not "${value}".`);
  return Number(value.trim());
}

function adminFromEnv(env: NodeJS.ProcessEnv): AdminAccount {
  const username = env.ADMIN_USERNAME?.trim() || defaultAdmin.username;
  const password = env.ADMIN_PASSWORD || defaultAdmin.password;
  // The override exists to replace a public password; a weak one would defeat it.
  const problem = passwordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  return { username, password };
}
