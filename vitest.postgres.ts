import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What to run when no PostgreSQL server is installed: the real-PostgreSQL tests fail with it. */
export const POSTGRES_INSTALL = 'sudo apt-get update && sudo apt-get install -y postgresql';

/** Debian's server binaries: /usr/lib/postgresql/<version>/bin, newest version first; not on PATH. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port.'))));
    });
  });
}

export interface PostgresCluster {
  /** The cluster's maintenance database; tests create databases of their own beside it. */
  url: string;
  stop: () => void;
}

/**
 * A throwaway cluster for one test run: initdb into a temp folder, started on a free port with its
 * socket in that folder only (no TCP), stopped and removed at the end. PostgreSQL refuses to run as
 * root, so root runs it as the `postgres` user the Debian package creates.
 */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-sdk-postgres-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] as const : [join(bin, tool), args] as const;
    execFileSync(command[0], command[1], { stdio: 'pipe' });
  };
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  const stop = () => {
    try {
      run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-s']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const options = `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c timezone=UTC`;
    run('pg_ctl', ['start', '-D', data, '-w', '-s', '-l', join(dir, 'server.log'), '-o', options]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { url: `postgresql://postgres@${encodeURIComponent(dir)}:${port}/postgres`, stop };
}
