import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { players, surveyAnswers } from '../db/schema';
import { describeOnEachDatabase } from '../testing/test-database';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

// A questionnaire is answered once (decision 0055): submissions of one player at the same moment
// store one set of answers, and the others are told it is answered, never a 500.
describeOnEachDatabase('one set of answers per player', (open) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await open('seeded').then((database) => createTestSandbox(async () => database));
  });
  afterAll(() => sandbox?.close());

  const answers = [
    { question_id: 1, language_id: 1, option_id: 13 },
    { question_id: 2, language_id: 1, answer: 'Teacher' },
    { question_id: 3, language_id: 1, answer: '31000' },
    { question_id: 4, language_id: 1, answer: '2015-03-01' },
    { question_id: 5, language_id: 1, option_id: 51 },
    { question_id: 7, language_id: 1, answer: '1' },
  ];

  it('stores one of five simultaneous submissions and answers the rest 409', async () => {
    expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template: 'sowq-player', username: 'sowq-race', password: 'Clone-pass-1!' } })).status).toBe(201);
    const token = await sandbox.login('sowq-race', 'Clone-pass-1!');
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => sandbox.call('surveys', { method: 'POST', token, body: { type: 'sowq', language: 'en', survey_id: 1, answers } }).then((response) => response.status)),
    );
    expect(statuses.sort()).toEqual([200, 409, 409, 409, 409]);
    const [player] = await sandbox.db.select({ id: players.id }).from(players).where(eq(players.name, 'sowq-race'));
    expect(await sandbox.db.select().from(surveyAnswers).where(eq(surveyAnswers.playerId, player!.id))).toHaveLength(answers.length);
  });
});
