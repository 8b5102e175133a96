import type { Runtime } from '@casino-sdk/core';
import type { Behaviour } from '@casino-sdk/core/testing/platform-fixture';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';

/**
 * PUT static/players/{id} on top of the shared fixture platform (which does not know it), for the
 * change-password stories and tests. After a successful update GET me answers `is_crypt: true`,
 * as the sandbox does.
 */
export interface PlayerUpdateOptions {
  update?: Behaviour;
  /** The refusal when `update` is 'fail'; default a 422 with a password message. */
  updateError?: { status: number; message: string; errors?: Record<string, string[]> };
}

export interface PlayerUpdateCall {
  userId: string;
  body: unknown;
}

export type PlayerUpdateFetch = typeof fetch & { updates: PlayerUpdateCall[] };

export function withPlayerUpdate(base: typeof fetch, options: PlayerUpdateOptions = {}): PlayerUpdateFetch {
  const updates: PlayerUpdateCall[] = [];
  let changed = false;

  const fetchWithUpdate = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://fixture.invalid/');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const update = /^\/v1\/static\/players\/([^/]+)$/.exec(url.pathname);
    if (method === 'PUT' && update) {
      updates.push({ userId: decodeURIComponent(update[1]!), body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      if (options.update === 'hang') return new Promise<Response>(() => {});
      if (options.update === 'offline') throw new TypeError('Failed to fetch');
      if (options.update === 'fail') {
        const error = options.updateError ?? { status: 422, message: 'The password must contain a lowercase letter, an uppercase letter, a digit and a symbol.' };
        return jsonResponse({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, error.status);
      }
      changed = true;
      return jsonResponse({ message: 'Player updated.' }, 200);
    }
    const answer = await base(input, init);
    if (changed && method === 'GET' && url.pathname === '/v1/me' && answer.ok) {
      return jsonResponse({ ...((await answer.json()) as object), is_crypt: true }, 200);
    }
    return answer;
  }) as PlayerUpdateFetch;
  fetchWithUpdate.updates = updates;
  return fetchWithUpdate;
}

/**
 * Puts the update call in front of the runtime's fetch. The client reads `config.fetch` on every
 * call, so this works after `CasinoSDK.init` (a story's `afterSession`, a test's setup).
 */
export function addPlayerUpdate(runtime: Runtime, options: PlayerUpdateOptions = {}): PlayerUpdateFetch {
  const base = runtime.config.value.fetch ?? globalThis.fetch;
  const fetch = withPlayerUpdate(base, options);
  runtime.config.value = { ...runtime.config.value, fetch };
  return fetch;
}
