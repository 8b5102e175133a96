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
