import { FIXTURE_TOKEN } from './registration-fixture';
import { FLOW_KEY, freshFlow, type Flow } from './registration-flow';
import { ACCOUNT_DRAFT_KEY } from './account/account-step';

/** Puts a registration at `step` in this tab, as a reload finds it: for stories of steps 1 and 2. */
export function casinoRegistrationStoryFlow(step: 1 | 2): void {
  const flow: Flow = { ...freshFlow(), step, verification: { playerId: 501, userId: 5001, registrationToken: FIXTURE_TOKEN }, currencyId: 1 };
  sessionStorage.setItem(FLOW_KEY, JSON.stringify(flow));
  sessionStorage.setItem(ACCOUNT_DRAFT_KEY, JSON.stringify({ email: 'new.player@example.com', nickname: 'NewPlayer7', currency: '1', campaign: 'none', bonusCode: '', newsletter: false }));
}
