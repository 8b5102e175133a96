import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts } from '../db/schema';
import { ledgerState } from '../testing/ledger-state';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

// Exactly once, as a property (issue 22): whatever the mix of keys, retries and wrong amounts, and
// however the sends interleave, each key books one deposit, every retry of it gets the same answer,
// a key sent with another amount is refused, and the ledger explains the balance.

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

let made = 0;
async function freshPlayer() {
  const username = `idem-${++made}`;
  expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'demo-player', username, password: 'Clone-pass-1!' } })).status).toBe(201);
  const token = await sandbox.login(username, 'Clone-pass-1!');
  const me = (await (await sandbox.call('me', { token })).json()) as { id: number };
  return { token, playerId: me.id };
}

/** One send: which key, and whether it carries that key's amount or another (a cent more). */
const send = (keys: number) => fc.record({ key: fc.nat({ max: keys - 1 }), otherAmount: fc.boolean() });

describe('deposits under any interleaving of retries', () => {
  it('book each key once, answer its retries alike, refuse it for another amount, and keep the ledger whole', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 100, max: 20_000 }), { minLength: 1, maxLength: 4 }).chain((amounts) =>
          fc.tuple(fc.constant(amounts), fc.array(fc.array(send(amounts.length), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 })),
        ),
        async ([amounts, batches]) => {
          const { token, playerId } = await freshPlayer();
          const before = await ledgerState(sandbox.db, playerId);
          const run = `${made}`;
          // Per key, per amount sent: the answers it got.
          const answers = new Map<string, Set<string>>();
          for (const batch of batches) {
            // Each batch goes out at once: the sends of one key race each other.
            const results = await Promise.all(
              batch.map(async ({ key, otherAmount }) => {
                const cents = amounts[key]! + (otherAmount ? 1 : 0);
                const response = await sandbox.call('payments/deposit', {
                  method: 'POST',
                  token,
                  headers: { 'idempotency-key': `prop-${run}-${key}` },
                  body: { amount: cents / 100, payment_method_id: 22, createLevel: 'BasicAmlLevel' },
                });
                return { slot: `${key}:${cents}`, status: response.status, body: await response.text() };
              }),
            );
            for (const { slot, status, body } of results) {
              expect(status, body).toBeLessThan(500);
              if (!answers.has(slot)) answers.set(slot, new Set());
              answers.get(slot)!.add(status === 422 ? JSON.parse(body).code : `${status} ${body}`);
            }
          }
          const keys = new Set([...answers.keys()].map((slot) => slot.split(':')[0]));
          const booked = await sandbox.db
            .select({ key: paymentAttempts.idempotencyKey, amount: paymentAttempts.amount })
            .from(paymentAttempts)
            .where(and(eq(paymentAttempts.playerId, playerId), eq(paymentAttempts.kind, 'deposit')));
          // One attempt per key sent, for the amount that came first; that amount's sends all got its one
          // answer, the other amount's were all refused.
          expect(booked).toHaveLength(keys.size);
          for (const { key, amount } of booked) {
            const index = key.split('-').at(-1)!;
            const winner = Math.round(Number(amount) * 100);
            expect([...answers.get(`${index}:${winner}`)!]).toHaveLength(1);
            const loser = answers.get(`${index}:${amounts[Number(index)]! + (winner === amounts[Number(index)] ? 1 : 0)}`);
            if (loser) expect([...loser]).toEqual(['idempotency_mismatch']);
          }
          const after = await ledgerState(sandbox.db, playerId);
          expect(after.unexplained).toBe(before.unexplained);
          expect(after.duplicatedReferences).toBe(0);
        },
      ),
      { numRuns: 12 },
    );
  });
});
