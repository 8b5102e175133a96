import { createPlatformFixture, type Behaviour, type FixtureFetch, type PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';

export interface DialogsFixtureOptions extends PlatformFixtureOptions {
  /**
   * How PUT me (the terms acceptance) answers: 'fail' refuses with 422 "The terms could not be
   * saved.", 'hang' never answers, 'offline' rejects. Default: the player, as the platform fixture does.
   */
  acceptTerms?: Behaviour;
}


type AnyFetch = typeof fetch & { calls?: FixtureFetch['calls'] };

/** Wraps a fixture fetch (the story runtime's, or a new platform fixture) with a PUT me that can fail or hang. */
export function withTermsAnswer(next: AnyFetch, behaviour: Behaviour | undefined): FixtureFetch {
  const calls = next.calls ?? [];
  const fixture = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://fixture.invalid/');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (method !== 'PUT' || url.pathname !== '/v1/me' || !behaviour || behaviour === 'ok') return next(input, init);
    calls.push({ method, path: url.pathname });
    if (behaviour === 'hang') return new Promise<Response>(() => {});
    if (behaviour === 'offline') throw new TypeError('Failed to fetch');
    return jsonResponse({ message: 'The terms could not be saved.' }, 422);
  }) as FixtureFetch;
  fixture.calls = calls;
  return fixture;
}

/** The platform fixture, plus a PUT me that can fail or hang, for `<casino-site-dialogs>`. */
export function createDialogsFixture(options: DialogsFixtureOptions = {}): FixtureFetch {
  return withTermsAnswer(createPlatformFixture(options), options.acceptTerms);
}
