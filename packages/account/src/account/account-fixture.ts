import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import type { ErrorBody } from '@casino-sdk/core/contract/error';
import { startSession } from '@casino-sdk/core/internal';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import type { PlayerInfo } from '@casino-sdk/core/contract/player';
import { createPlatformFixture, samplePlayer, type FixtureAnswers, type PlatformFixtureOptions, type RecordedCall } from '@casino-sdk/core/testing/platform-fixture';

/** A refusal: its status and the error body the platform sends with it. */
export type Refusal = { status: number } & ErrorBody;

export interface AccountFixtureOptions extends PlatformFixtureOptions {
  /** What PUT me/password answers (default: changed), or a refusal. */
  passwordAnswer?: Refusal;
  /** What PUT static/players/{id} answers (default: saved), or a refusal. */
  updateAnswer?: Refusal;
  /** The code the verification calls take (default 1234); any other is `code_is_wrong`. */
  code?: string;
}

/** The account's own calls, on top of the shared platform fixture. */
export function accountAnswers(options: AccountFixtureOptions): FixtureAnswers {
  // What the player has changed and confirmed here, as GET me then answers it.
  let player: PlayerInfo = { ...samplePlayer, ...options.player, balance: options.player?.balance ?? samplePlayer.balance };
  const refuse = ({ status, ...body }: Refusal) => jsonResponse(body, status);
  return (method, path, body, query) => {
    // A test's own answers come first.
    const own = options.answers?.(method, path, body, query);
    if (own) return own;
    const sent = (body ?? {}) as Record<string, unknown>;
    if (method === 'GET' && path === '/v1/me') return jsonResponse(player, 200);
    if (method === 'PUT' && path === `/v1/static/players/${player.user_id}`) {
      if (options.updateAnswer) return refuse(options.updateAnswer);
      player = { ...player, ...(typeof sent.email === 'string' ? { email: sent.email, email_verified_at: null } : {}), ...(typeof sent.mobile === 'string' ? { mobile: sent.mobile, sms_verified_at: null } : {}) };
      return jsonResponse({ message: 'Saved.' }, 200);
    }
    if (method === 'POST' && (path === `/v1/notifications/players/${player.id}/registration` || path === '/v1/notifications/twilio/send_sms/verification')) return jsonResponse({ message: 'Sent.' }, 200);
    const verify = /^\/v1\/notifications\/players\/verify_(email|sms)$/.exec(path);
    if (method === 'POST' && verify) {
      if (sent.verification !== (options.code ?? '1234')) return refuse({ status: 422, message: 'code_is_wrong', code: 'code_is_wrong' });
      player = verify[1] === 'email' ? { ...player, email_verified_at: '2026-11-27T00:00:00Z' } : { ...player, sms_verified_at: '2026-11-27T00:00:00Z' };
      return jsonResponse({ message: 'verified' }, 200);
    }
    if (method === 'PUT' && path === '/v1/me/password') {
      return options.passwordAnswer ? refuse(options.passwordAnswer) : jsonResponse({ message: 'Password changed.' }, 200);
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
