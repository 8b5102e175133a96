import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, players } from '../db/schema';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

/** A subscribed copy of the demo player, sent a newsletter: its opt-out link's token. */
async function subscribedWithLink(username: string) {
  expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username, password: 'Clone-pass-1!' } })).status).toBe(201);
  const email = `${username}@example.com`;
  const [player] = await sandbox.db.update(players).set({ newsletter: true }).where(eq(players.email, email)).returning({ id: players.id });
  expect((await sandbox.control(`sandbox/players/${username}/newsletter`, { method: 'POST' })).status).toBe(200);
  const outbox = (await (await sandbox.control(`sandbox/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { body: string }[] };
  const token = /opt-out\?token=([\w-]+)/.exec(outbox.data[0]!.body)?.[1];
  expect(token).toBeDefined();
  return { token: token!, playerId: player!.id };
}

const check = (token: string) => sandbox.call(`notifications/newsletter/token/opt-out?token=${encodeURIComponent(token)}`);
const optOut = (token: string, reason = 'Too many e-mails') =>
  sandbox.call('notifications/newsletter/opt-out', { method: 'POST', body: { token, reason, terms_and_conditions: 1, newsletter: 0, is_accepted: true } });

describe('the newsletter opt-out', () => {
  it("takes the link's token, turns the newsletter off with the reason in the audit trail, and answers a second request as already done", async () => {
    const { token, playerId } = await subscribedWithLink('newsletter-1');
    expect(await (await check(token)).json()).toEqual({ is_valid: true });
    expect(await (await optOut(token)).json()).toEqual({ message: 'Newsletter opt-out request sent successfully' });
    const [player] = await sandbox.db.select({ newsletter: players.newsletter }).from(players).where(eq(players.id, playerId));
    expect(player!.newsletter).toBe(false);
    const audit = await sandbox.db.select({ action: auditEvents.action, detail: auditEvents.detail }).from(auditEvents).where(eq(auditEvents.playerId, playerId));
    expect(audit).toContainEqual({ action: 'newsletter_opt_out', detail: { reason: 'Too many e-mails' } });
    expect(await (await check(token)).json()).toEqual({ is_valid: true, message: "You're already unsubscribed from our newsletter" });
    expect(await (await optOut(token)).json()).toEqual({ message: "You're already unsubscribed from our newsletter" });
  });

  it('refuses a made-up token without telling whose it might be, and never answers 500', async () => {
    expect(await (await check('made-up')).json()).toEqual({ is_valid: false });
    const refused = await optOut('made-up');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ message: 'Failed to send the request' });
    expect((await optOut('x'.repeat(5000))).status).toBeLessThan(500);
  });
});
