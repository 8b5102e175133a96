import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, messageTypes } from '@casino-sdk/core/contract';
import { playerMessages } from '../db/schema';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const readone = async (token: string) => api.me.message.response.parse(await (await sandbox.call('me/messages/readone', { token })).json());

describe('messages-player', () => {
  it('has one unread message of each dialog type, the reality check first, and readone does not mark it read', async () => {
    const token = await sandbox.login('messages-player', 'Demo-pass-1!');
    const first = await readone(token);
    expect(first).toMatchObject({ type: 'realityCheck', duration: 60, is_read: false });
    expect(first!.subject.length).toBeGreaterThan(0);
    expect(first!.body.length).toBeGreaterThan(20);
    expect(await readone(token)).toEqual(first);

    // Closing each dialog marks it read by id; the next poll brings the next type.
    const seen: string[] = [];
    for (let message = first; message; message = await readone(token)) {
      seen.push(message.type);
      const read = await sandbox.call(`me/messages/${message.id}`, { token });
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({ id: message.id, is_read: true });
    }
    expect(seen).toEqual([...messageTypes]);
    expect(await readone(token)).toBeNull();
  });
});

describe('GET me/messages/{id}', () => {
  it('answers null for readone when there is nothing unread: demo-player has no messages', async () => {
    const response = await sandbox.call('me/messages/readone', { token: await sandbox.login() });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('null');
  });

  it("answers 404 for someone else's message, an unknown id and a word other than readone", async () => {
    const [theirs] = await sandbox.db.select({ id: playerMessages.id }).from(playerMessages).limit(1);
    const token = await sandbox.login();
    for (const id of [String(theirs!.id), '999999', 'latest', '0', '1e3']) {
      expect((await sandbox.call(`me/messages/${id}`, { token })).status).toBe(404);
    }
  });

  it('needs a player session', async () => {
    expect((await sandbox.call('me/messages/readone')).status).toBe(401);
  });
});

describe('message groups and sending', () => {
  it('counts unread messages per group and keeps what the player sent apart', async () => {
    const created = await sandbox.control('sandbox/players', { method: 'POST', body: { username: 'inbox-one', password: 'Demo-pass-1!', template: 'demo-player' } });
    expect(created.status).toBe(201);
    const token = await sandbox.login('inbox-one', 'Demo-pass-1!');
    const groups = async () =>
      Object.fromEntries(
        api.me.messageGroups.response.parse(await (await sandbox.call('me/messages/message-groups', { token })).json()).data.map((g) => [g.name, g.unread_count]),
      );
    expect(await groups()).toEqual({ Account: 0, 'Responsible gaming': 0, Bonuses: 0, Sent: 0 });

    for (const type of ['daily-bet-limit', 'campaignReached', 'custom-note']) {
      await sandbox.control('sandbox/players/inbox-one/messages', { method: 'POST', body: { type, subject: 'Subject', body: 'Body text.' } });
    }
    expect(await groups()).toEqual({ Account: 1, 'Responsible gaming': 1, Bonuses: 1, Sent: 0 });

    const sent = await sandbox.call('me/messages', { method: 'POST', token, body: { subject: 'Withdrawal question', body: 'When will my withdrawal arrive?' } });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: expect.any(String) });
    expect(await groups()).toEqual({ Account: 1, 'Responsible gaming': 1, Bonuses: 1, Sent: 0 });
    // The player's own message never comes back as a dialog.
    const next = await readone(token);
    expect(next?.type).toBe('daily-bet-limit');
  });

  it('refuses an empty message with 422', async () => {
    const token = await sandbox.login();
    const response = await sandbox.call('me/messages', { method: 'POST', token, body: { subject: '', body: 'x' } });
    expect(response.status).toBe(422);
  });

  it('refuses a body over 5,000 characters or a subject over 200 with 422', async () => {
    const token = await sandbox.login();
    const send = (subject: string, body: string) => sandbox.call('me/messages', { method: 'POST', token, body: { subject, body } });
    const long = await send('Question', 'x'.repeat(5_001));
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({ code: 'validation_failed', errors: { body: [expect.any(String)] } });
    expect((await send('x'.repeat(201), 'Body')).status).toBe(422);
  });

  it('takes 10 messages an hour from a player, then 429 with Retry-After', async () => {
    const clock = { now: new Date('2026-11-24T10:00:00Z') };
    const app = sandbox.appWith({ clock: () => clock.now });
    await sandbox.control('sandbox/players', { method: 'POST', body: { username: 'chatty-player', password: 'Demo-pass-1!' } });
    const token = await sandbox.login('chatty-player', 'Demo-pass-1!');
    const send = () => sandbox.call('me/messages', { method: 'POST', token, body: { subject: 'Question', body: 'x'.repeat(5_000) } }, app);
    for (let index = 0; index < 10; index += 1) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await refused.json()).toMatchObject({ code: 'too_many_requests' });
    clock.now = new Date(clock.now.getTime() + 3_600_000);
    expect((await send()).status).toBe(200);
  });
});

describe('odd message ids (no 500)', () => {
  it('answers 404 for a broken escape and 422 for NUL, in the error shape, logging nothing', async () => {
    const token = await sandbox.login();
    const logged = sandbox.errors.length;
    const broken = await sandbox.call('me/messages/%ff', { token });
    expect(broken.status).toBe(404);
    expect(await broken.json()).toMatchObject({ message: expect.any(String) });
    const nul = await sandbox.call('me/messages/%00', { token });
    expect(nul.status).toBe(422);
    expect(await nul.json()).toMatchObject({ message: expect.any(String), code: 'validation_failed' });
    expect(sandbox.errors.length).toBe(logged);
  });
});
