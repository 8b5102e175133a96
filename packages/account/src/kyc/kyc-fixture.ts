import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import type { KycItem } from '@casino-sdk/core/contract/kyc-item';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import { samplePlayer, type FixtureAnswers } from '@casino-sdk/core/testing/platform-fixture';
import { accountAnswers, type Refusal } from '../account/account-fixture';

/** The stand-in vendor the stories load (`.storybook/public/fixture-vendor/sdk.js`): a Send button that reports `submitted`. */
export const FIXTURE_VENDOR_PATH = '/fixture-vendor/sdk.js';

export interface KycFixtureState {
  /** The player's levels as the platform has them; a test moves them as the vendor's review would. */
  levels: KycItem[];
  /** The access token's `sdk_url`. */
  sdkUrl?: string;
  /** What the access-token call answers instead of a token. */
  tokenRefusal?: Refusal;
}

export const level = (name: string, status: string, id = name.length): KycItem => ({ id, level: name, status, created_at: '2026-01-10T09:00:00.000000Z' });

/** The platform's KYC calls over `state`, with GET me carrying its levels. */
export function kycAnswers(state: KycFixtureState): FixtureAnswers {
  let tokens = 0;
  const base = accountAnswers({});
  return (method, path, body, query) => {
    if (method === 'GET' && path === '/v1/me') return jsonResponse({ ...samplePlayer, kyc: state.levels }, 200);
    if (method === 'GET' && path === `/v1/kyc/players/${samplePlayer.user_id}/access-token`) {
      if (state.tokenRefusal) {
        const { status, ...refusal } = state.tokenRefusal;
        return jsonResponse(refusal, status);
      }
      tokens++;
      return jsonResponse({ token: `token-${tokens}`, user_id: String(tokens), sdk_url: state.sdkUrl ?? `${location.origin}${FIXTURE_VENDOR_PATH}` }, 200);
    }
    if (method === 'POST' && path === `/v1/kyc/players/${samplePlayer.user_id}`) {
      const name = (body as { level: string }).level;
      const item = state.levels.find((existing) => existing.level === name) ?? level(name, 'initialized', 900 + state.levels.length);
      if (!state.levels.includes(item)) state.levels = [...state.levels, item];
      return jsonResponse(item, 200);
    }
    return base(method, path, body, query);
  };
}

/** A story's signed-in player with these levels, the stories' origin allowed for the vendor's script. */
export function kycStory(state: KycFixtureState): { casino: CasinoStoryParameters } {
  return {
    casino: {
      session: 'player',
      platform: { answers: kycAnswers(state) },
      afterSession: (runtime) => {
        runtime.store.skinSettings.value = { ...runtime.store.skinSettings.value, kyc_origins: [location.origin] };
      },
    },
  };
}
