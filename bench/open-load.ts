import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * An open load: requests go out on schedule whether or not earlier ones have answered, so queueing
 * in the server or its database shows up in the latencies, as it would with real players.
 */
export async function openLoad<T>(ratePerSecond: number, seconds: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const total = ratePerSecond * seconds;
  const interval = 1000 / ratePerSecond;
  const start = performance.now();
  const pending: Promise<T>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = start + i * interval - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(i));
  }
  return Promise.all(pending);
}

/** The nearest-rank percentile of sorted latencies. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const roundMs = (ms: number) => Math.round(ms * 100) / 100;

/** What one call under an open load measured, against its budget. */
export interface LoadFigures {
  call: string;
  ratePerSecond: number;
  seconds: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  budgetP99Ms: number;
  withinBudget: boolean;
  /** The machine's 1-minute load average when the run ended: other work on it shows in the tail. */
  loadAverage: number;
}

/** Whether `moduleUrl` is the script node was asked to run (`npm run bench:api`, `bench:payments`). */
export function runDirectly(moduleUrl: string): boolean {
  return !!process.argv[1] && moduleUrl.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!);
}

/** Merges one run's figures into bench/results.json under `key`, beside the others. */
export function mergeResults(key: string, figures: unknown): void {
  const file = 'bench/results.json';
  const results = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(file, `${JSON.stringify({ ...results, [key]: figures }, null, 2)}\n`);
}
