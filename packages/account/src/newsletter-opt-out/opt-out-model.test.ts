// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformFixture } from '@casino-sdk/core/testing/platform-fixture';
import { createOptOutModel, optOutResult } from './opt-out-model';

afterEach(() => CasinoSDK.destroy());

/** A visitor's runtime; the platform knows `good` (`already` when unsubscribed) and answers the request with `answer`. */
async function visitor(options: { already?: boolean; answer?: Response } = {}) {
  const fixture = createPlatformFixture({
    answers: (method, path, body, query) => {
      if (path === '/v1/notifications/newsletter/token/opt-out') {
        return jsonResponse(query.get('token') === 'good' ? { is_valid: true, ...(options.already ? { message: "You're already unsubscribed from our newsletter" } : {}) } : { is_valid: false }, 200);
      }
      if (path === '/v1/notifications/newsletter/opt-out') return options.answer ?? jsonResponse({ message: 'Newsletter opt-out request sent successfully' }, 200);
      return undefined;
    },
  });
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch: fixture });
  await CasinoSDK.ready();
  return { runtime, calls: fixture.calls };
}

describe('the newsletter opt-out model', () => {
  it("reads the platform's three answers: success by 'successfully', already unsubscribed, anything else a failure", () => {
    expect(optOutResult('Newsletter opt-out request sent successfully')).toBe('sent');
    expect(optOutResult("You're already unsubscribed from our newsletter")).toBe('already');
    expect(optOutResult('Failed to send the request')).toBe('failed');
  });

  it('is unavailable without a token or with one the platform does not know', async () => {
    const { runtime, calls } = await visitor();
    const none = createOptOutModel(runtime, null);
    await none.check();
    expect(none.state.value).toEqual({ kind: 'unavailable' });
    expect(calls.some((call) => call.path.includes('newsletter'))).toBe(false);
    const unknown = createOptOutModel(runtime, 'made-up');
    await unknown.check();
    expect(unknown.state.value).toEqual({ kind: 'unavailable' });
  });

  it('asks to confirm only with a reason of at most 255 characters, then sends it and says it was sent', async () => {
    const { runtime, calls } = await visitor();
    const model = createOptOutModel(runtime, 'good');
    await model.check();
    expect(model.state.value).toEqual({ kind: 'form' });
    await model.ask();
    expect(model.confirming.value).toBe(false);
    expect(model.form.fields.reason.error.value).toEqual({ key: 'optOut.reasonRequired' });
    model.form.fields.reason.set('x'.repeat(256));
    await model.ask();
    expect(model.confirming.value).toBe(false);
    model.form.fields.reason.set('Too many e-mails');
    await model.ask();
    expect(model.confirming.value).toBe(true);
    await model.confirm();
    expect(model.state.value).toEqual({ kind: 'done', result: 'sent' });
    expect(calls.find((call) => call.path === '/v1/notifications/newsletter/opt-out')?.body).toEqual({ token: 'good', reason: 'Too many e-mails', terms_and_conditions: 1, newsletter: 0, is_accepted: true });
  });

  it('says already unsubscribed straight away, and a refused request failed', async () => {
    const { runtime } = await visitor({ already: true, answer: jsonResponse({ message: 'Failed to send the request' }, 422) });
    const already = createOptOutModel(runtime, 'good');
    await already.check();
    expect(already.state.value).toEqual({ kind: 'done', result: 'already' });
    const refused = createOptOutModel(runtime, 'good');
    refused.form.fields.reason.set('Why not');
    await refused.ask();
    await refused.confirm();
    expect(refused.state.value).toEqual({ kind: 'done', result: 'failed' });
  });
});
