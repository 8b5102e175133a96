import type * as z from 'zod/mini';
import { errorBody } from '../contract/error';
import { fillPath, type Endpoint } from '../contract/endpoint';
import { ApiError } from './api-error';
import { basicAuthorization } from './basic-auth';
import { backoffDelay, isRetryableStatus, MAX_RETRY_AFTER_MS, requestedRetryAfterMs, retryAfterMs } from './retry';

export interface ApiClientOptions {
  /** Where `/v1/` lives: '/' for same origin, or an absolute URL ending in '/'. Read on every call. */
  apiBase: () => string;
  skin: () => { refId: string; password: string };
  /** The player's session token, for `auth: 'player'` calls. */
  token: () => string | null;
  /** Called once when a player call answers 401: the session is over. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxRetries?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** For `auth: 'temp-token'` calls, and the registration token of `player-or-registration` calls. */
  tempToken?: string;
  /** For `auth: 'admin'` calls: the token admin login returned. */
  adminToken?: string;
  /** Calls that move money get one generated when absent; the same key is sent on every retry. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

type Result<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, options?: CallOptions): Promise<Result<E>>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { timeoutMs = 15_000, maxRetries = 3, sleep = sleepFor, random = Math.random } = options;
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function call<E extends Endpoint>(endpoint: E, callOptions: CallOptions = {}): Promise<Result<E>> {
    const headers = buildHeaders(endpoint, callOptions);
    const retryable = endpoint.method === 'GET' || endpoint.method === 'PUT' || endpoint.method === 'DELETE' || headers['Idempotency-Key'] !== undefined;
    const url = withQuery(`${normaliseBase(options.apiBase())}v1/${fillPath(endpoint.path, callOptions.params)}`, callOptions.query);
    const body = encodeBody(callOptions.body, headers);

    for (let attempt = 0; ; attempt++) {
      const canRetry = retryable && attempt < maxRetries;
      let response: Response;
      let data: unknown;
      try {
        ({ response, data } = await withTimeout(callOptions.signal, timeoutMs, async (signal) => {
          const answer = await send(url, { method: endpoint.method, headers, body, signal });
          return { response: answer, data: endpoint.binary && answer.ok ? await answer.blob() : await readBody(answer) };
        }));
      } catch (error) {
        const failure = toTransportError(error, callOptions.signal);
        if (failure.kind !== 'aborted' && canRetry) {
          await sleep(backoffDelay(attempt, { random }));
          continue;
        }
        throw failure;
      }

      if (response.status >= 400) {
        const asked = requestedRetryAfterMs(response.headers.get('retry-after'));
        // A wait longer than a call sits through (a withdrawal cooldown, a lockout) is the answer
        // itself: the caller says so at once rather than after a minute of silent retries.
        if (canRetry && isRetryableStatus(response.status) && (asked === null || asked <= MAX_RETRY_AFTER_MS)) {
          await sleep(asked ?? backoffDelay(attempt, { random }));
          continue;
        }
        // A refused session ends it; a refused registration token says nothing about the session.
        if (response.status === 401 && headers['user-token'] !== undefined) options.onUnauthorized?.();
        throw toHttpError(response.status, data, response.headers.get('retry-after'));
      }

      return parseResponse(endpoint, data);
    }
  }

  function buildHeaders(endpoint: Endpoint, callOptions: CallOptions): Record<string, string> {
    const skin = options.skin();
    const headers: Record<string, string> = {
      Accept: endpoint.binary ? '*/*' : 'application/json',
      Authorization: basicAuthorization(skin.refId, skin.password),
    };
    if (endpoint.auth === 'player' || endpoint.auth === 'player-or-visitor' || (endpoint.auth === 'player-or-registration' && !callOptions.tempToken)) {
      const token = options.token();
      if (token) headers['user-token'] = token;
    }
    if ((endpoint.auth === 'temp-token' || endpoint.auth === 'player-or-registration') && callOptions.tempToken) headers.token = callOptions.tempToken;
    if (endpoint.auth === 'admin' && callOptions.adminToken) headers['admin-token'] = callOptions.adminToken;
    const key = callOptions.idempotencyKey ?? (endpoint.movesMoney ? crypto.randomUUID() : undefined);
    if (key) headers['Idempotency-Key'] = key;
    return headers;
  }

  return { call };
}

function normaliseBase(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * Query values as a server reads them: booleans become 1/0, absent values are left out, a list
 * repeats its key as `key[]` (a key the contract already names `tag[]` keeps its one pair of brackets).
 */
function withQuery(url: string, query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(Array.isArray(value) && !key.endsWith('[]') ? `${key}[]` : key, typeof item === 'boolean' ? (item ? '1' : '0') : String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** JSON for plain data; FormData (uploads) goes as it is, with the browser's multipart boundary. */
function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON: the contract check (or the error mapping) decides what that means.
    return text;
  }
}

/** A plain setTimeout, which fake clocks in tests (vitest, Playwright's page.clock) control. */
async function withTimeout<T>(outer: AbortSignal | undefined, ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Request timed out', 'TimeoutError')), ms);
  const forward = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward, { once: true });
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

function toTransportError(error: unknown, outer: AbortSignal | undefined): ApiError {
  if (outer?.aborted) return new ApiError({ kind: 'aborted', message: 'Request aborted', cause: error });
  const timedOut = (error as { name?: string } | null)?.name === 'TimeoutError';
  return new ApiError({ kind: timedOut ? 'timeout' : 'network', message: timedOut ? 'Request timed out' : 'Network error', cause: error });
}

function toHttpError(status: number, data: unknown, retryAfterHeader: string | null): ApiError {
  const retryAfter = { retryAfterMs: retryAfterMs(retryAfterHeader), requestedRetryAfterMs: requestedRetryAfterMs(retryAfterHeader) };
  const body = errorBody.safeParse(data);
  if (body.success) {
    return new ApiError({ kind: 'http', status, message: body.data.message, code: body.data.code, fieldErrors: body.data.errors ?? {}, refusal: body.data.refusal, ...retryAfter });
  }
  return new ApiError({ kind: 'http', status, message: `HTTP ${status}`, ...retryAfter });
}

function parseResponse<E extends Endpoint>(endpoint: E, data: unknown): Result<E> {
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    // Never hand a half-valid object to a view: the platform broke the contract.
    throw new ApiError({
      kind: 'contract',
      message: `Response of ${endpoint.method} ${endpoint.path} does not match the contract`,
      cause: parsed.error,
    });
  }
  return parsed.data as Result<E>;
}
