// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInRuntime } from '../account/account-fixture';
import { createTransactionStatusModel } from './transaction-status-model';

afterEach(() => CasinoSDK.destroy());

const attempt = { id: 77, status: 'pending' } as const;

async function modelFor(id: string | undefined, answer: Response) {
  const { runtime, calls } = await signedInRuntime({ answers: (method, path) => (method === 'GET' && /^\/v1\/transactions\/\w+\/status$/.test(path) ? answer : undefined) });
  const model = createTransactionStatusModel(runtime, id);
  await model.load();
  return { model, calls };
}

describe('the transaction status model', () => {
  it("shows the player's transaction with its status", async () => {
    const { model, calls } = await modelFor('77', jsonResponse(attempt, 200));
    expect(model.state.value).toEqual({ kind: 'found', transaction: attempt });
    expect(calls.some((call) => call.path === '/v1/transactions/77/status')).toBe(true);
  });

  it('says not found for an unknown id, a malformed one (without asking), and a failure apart', async () => {
    expect((await modelFor('404', jsonResponse({ message: 'Not found.' }, 404))).model.state.value).toEqual({ kind: 'not-found' });
    const malformed = await modelFor('12abc', jsonResponse(attempt, 200));
    expect(malformed.model.state.value).toEqual({ kind: 'not-found' });
    expect(malformed.calls.some((call) => call.path.startsWith('/v1/transactions/'))).toBe(false);
    expect((await modelFor('77', jsonResponse({ message: 'Refused.' }, 403))).model.state.value.kind).toBe('error');
  });
});
