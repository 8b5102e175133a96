/**
 * Calls started before the element that shows their answer exists: the host asks for a route's
 * first data at start, beside the download of that route's chunk, and the element, once it
 * renders, takes the same promise instead of sending a second request. A call is taken once and
 * only while young, so nothing here acts as a cache: a later visit, another language or another
 * player (all in the key) asks the platform again.
 */
const started = new Map<string, { promise: Promise<unknown>; at: number }>();

/** How long a started call waits to be taken: the first render of the first page, not a later visit. */
export const FIRST_CALL_TTL_MS = 10_000;

/**
 * Starts `call` under `key` unless one is already waiting there, and returns the waiting call (for
 * the starter's own hints, such as a preload). Its failure is for the taker to see.
 */
export function startFirstCall<T>(key: string, call: () => Promise<T>): Promise<T> {
  const waiting = fresh(key);
  if (waiting) return waiting.promise as Promise<T>;
  const promise = call();
  // Nobody may take it (the visitor moved on): a failure then must not go unhandled.
  promise.catch(() => {});
  started.set(key, { promise, at: Date.now() });
  return promise;
}

/** The call started under `key`, taken (the next asks anew), or else `call()` now. */
export function takeFirstCall<T>(key: string, call: () => Promise<T>): Promise<T> {
  const found = fresh(key);
  started.delete(key);
  return found ? (found.promise as Promise<T>) : call();
}

function fresh(key: string) {
  const found = started.get(key);
  if (found && Date.now() - found.at > FIRST_CALL_TTL_MS) started.delete(key);
  return started.get(key);
}
