import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import type { ErrorBody } from '@casino-sdk/core/contract/error';
import { startSession } from '@casino-sdk/core/internal';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import { createPlatformFixture, type FixtureAnswers, type PlatformFixtureOptions, type RecordedCall } from '@casino-sdk/core/testing/platform-fixture';

/** A refusal: its status and the error body the platform sends with it. */
export type Refusal = { status: number } & ErrorBody;

export interface AccountFixtureOptions extends PlatformFixtureOptions {
  /** What PUT me/password answers (default: changed), or a refusal. */
  passwordAnswer?: Refusal;
}

/** The account's own calls, on top of the shared platform fixture. */
export function accountAnswers(options: AccountFixtureOptions): FixtureAnswers {
  return (method, path) => {
    if (method === 'PUT' && path === '/v1/me/password') {
      if (!options.passwordAnswer) return jsonResponse({ message: 'Password changed.' }, 200);
      const { status, ...body } = options.passwordAnswer;
      return jsonResponse(body, status);
    }
    return undefined;
  };
}

/** A story's signed-in player on this fixture. */
export function accountStory(options: AccountFixtureOptions = {}): { casino: CasinoStoryParameters } {
  return { casino: { session: 'player', platform: { ...options, answers: accountAnswers(options) } } };
}

/** A signed-in player's runtime on this fixture, for the account's model tests. */
export async function signedInRuntime(options: AccountFixtureOptions = {}): Promise<{ runtime: Runtime; calls: RecordedCall[] }> {
  const fixture = createPlatformFixture({ ...options, answers: accountAnswers(options) });
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch: fixture });
  await startSession(runtime, { token: 't', playerId: 42 });
  return { runtime, calls: fixture.calls };
}
