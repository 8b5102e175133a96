/**
 * Starts bench/api-server.ts as a child process and waits for its port: the one way the API loads
 * get a sandbox to load.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BENCH_SKIN = { refId: 'demo-skin', password: 'demo-skin-secret' };

/** The skin's basic authorization, which every `/v1/` call carries. */
export const benchAuthorization = `Basic ${Buffer.from(`${BENCH_SKIN.refId}:${BENCH_SKIN.password}`).toString('base64')}`;

export interface BenchSandboxOptions {
  /** A PostgreSQL database to seed and serve; PGlite in a temp folder without it. */
  databaseUrl?: string;
  /** Bench players to add (bench/bench-players.ts), each with a session. */
  players?: number;
}

export interface BenchSandbox {
  port: number;
  /** The bench players' session tokens, in the order they were added. */
  tokens: string[];
  stop: () => Promise<void>;
}

export async function startBenchSandbox(options: BenchSandboxOptions = {}): Promise<BenchSandbox> {
  const child = fork(fileURLToPath(new URL('./api-server.ts', import.meta.url)), [JSON.stringify(options)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const { port, tokens } = await new Promise<{ port: number; tokens: string[] }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number; tokens: string[] }));
    child.once('exit', (code) => reject(new Error(`The bench's sandbox exited (${code}) before it listened.`)));
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.disconnect();
    await exited;
  };
  return { port, tokens, stop };
}
