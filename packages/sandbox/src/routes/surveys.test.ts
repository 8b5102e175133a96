import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

let made = 0;
/** A fresh copy of a seeded player, signed in. */
async function player(template: string) {
  const username = `sowq-${++made}`;
  expect((await sandbox.control('sandbox/players', { method: 'POST', body: { template, username, password: 'Clone-pass-1!' } })).status).toBe(201);
  return sandbox.login(username, 'Clone-pass-1!');
}

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const survey = (token: string) => sandbox.call('surveys/sowq', { token });
const submit = (token: string, answers: unknown[], extra: Record<string, unknown> = {}) =>
  sandbox.call('surveys', { method: 'POST', token, body: { type: 'sowq', language: 'en', survey_id: 1, answers, ...extra } });
const withdraw = (token: string, key: string) =>
  sandbox.call('payments/withdraw', {
    method: 'POST',
    token,
    headers: { 'idempotency-key': key },
    body: { amount: 5, account_id: 52, cancel_url: '/withdraw', redirect_success: 'http://localhost/transactions/{transaction_id}', force_pending: 1, accountNumber: '' },
  });

const FULL = [
  { question_id: 1, language_id: 1, option_id: 13 },
  { question_id: 2, language_id: 1, answer: 'Teacher' },
  { question_id: 3, language_id: 1, answer: '31000.50' },
  { question_id: 4, language_id: 1, answer: '2015-03-01' },
  { question_id: 5, language_id: 1, option_id: 51 },
  { question_id: 7, language_id: 1, answer: '1' },
];

describe('the source-of-wealth questionnaire (player-area spec §4, §5, §7)', () => {
  it('offers every kind of question with its required flag, and the AML level', async () => {
    const token = await player('sowq-player');
    const answer = await json<{ status: string; is_required: boolean; survey_contents: { type: string; is_required: boolean }[]; survey_answers: unknown[] }>(await survey(token));
    expect(answer).toMatchObject({ status: 'required', is_required: true, survey_answers: [] });
    expect(answer.survey_contents.map((q) => q.type).sort()).toEqual(['checkbox', 'date', 'number', 'radio', 'select', 'text', 'textarea']);
    expect(answer.survey_contents.filter((q) => !q.is_required).map((q) => q.type)).toEqual(['textarea']);
    expect(await json(await sandbox.call('aml/level', { token }))).toEqual({ level: 'high' });
    expect((await sandbox.call('surveys/other', { token })).status).toBe(404);
  });

  it('refuses a withdrawal while it is required and unanswered, stores the answers once, then lets the withdrawal through', async () => {
    const token = await player('sowq-player');
    expect(await json(await withdraw(token, 'sowq-wd-1'))).toMatchObject({ code: 'questionnaire_required' });
    const saved = await submit(token, FULL);
    expect(saved.status).toBe(200);
    const after = await json<{ status: string; survey_answers: { question: string; answer: string }[] }>(await survey(token));
    expect(after.status).toBe('answered');
    expect(after.survey_answers.map((a) => a.answer)).toEqual(['Savings', 'Teacher', '31000.50', '2015-03-01', 'Up to EUR 500', 'Yes']);
    expect((await submit(token, FULL)).status).toBe(409);
    const allowed = await withdraw(token, 'sowq-wd-2');
    expect(allowed.status).toBe(200);
    expect(await json(allowed)).toMatchObject({ message: 'Your withdrawal request was received.' });
  });

  it('asks in the language asked for, and keeps the answers in the words the player read', async () => {
    const token = await player('sowq-player');
    const czech = await json<{ survey_contents: { language_id: number; question: string; survey_content_options: { name: string }[] }[] }>(await sandbox.call('surveys/sowq?language=cs', { token }));
    expect(czech.survey_contents.every((q) => q.language_id === 2)).toBe(true);
    expect(czech.survey_contents[0]).toMatchObject({ question: 'Jaký je hlavní zdroj prostředků, se kterými hrajete?' });
    expect(czech.survey_contents[0]!.survey_content_options.map((o) => o.name)).toContain('Úspory');
    const inEnglishIds = await submit(token, FULL, { language: 'cs' });
    expect((await json<{ errors: Record<string, string[]> }>(inEnglishIds)).errors).toMatchObject({ 'answers.1': ['The answer is not in the language of its question.'] });
    expect((await submit(token, FULL.map((a) => ({ ...a, language_id: 2 })), { language: 'cs' })).status).toBe(200);
    const kept = await json<{ survey_answers: { question: string; answer: string }[] }>(await survey(token));
    expect(kept.survey_answers[0]).toMatchObject({ question: 'Jaký je hlavní zdroj prostředků, se kterými hrajete?', answer: 'Úspory' });
    expect(kept.survey_answers.at(-1)).toMatchObject({ answer: 'Ano' });
    // An unknown language gets the English questions.
    expect((await json<{ survey_contents: { language_id: number }[] }>(await sandbox.call('surveys/sowq?language=xx', { token }))).survey_contents[0]!.language_id).toBe(1);
  });

  it("checks each answer's kind and the required ones, naming the question of each problem", async () => {
    const token = await player('sowq-player');
    const refused = await submit(token, [
      { question_id: 1, language_id: 1, option_id: 51 },
      { question_id: 3, language_id: 1, answer: '12e3' },
      { question_id: 4, language_id: 1, answer: '2999-01-01' },
      { question_id: 5, language_id: 1, answer: 'up-to-500' },
      { question_id: 6, language_id: 1, answer: 'x'.repeat(2001) },
      { question_id: 7, language_id: 1, answer: '0' },
    ]);
    expect(refused.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(refused)).errors).toEqual({
      'answers.1': ['Choose one of the options.'],
      'answers.2': ['This question must be answered.'],
      'answers.3': ['Enter an amount in figures, with at most two decimals.'],
      'answers.4': ['The date cannot be in the future.'],
      'answers.6': ['The answer is too long.'],
      'answers.7': ['This question must be answered.'],
    });
    const unknown = await submit(token, [...FULL, { question_id: 99, language_id: 1, answer: 'x' }]);
    expect((await json<{ errors: Record<string, string[]> }>(unknown)).errors).toEqual({ answers: ['This question is not part of the questionnaire.'] });
    const twice = await submit(token, [...FULL, { question_id: 2, language_id: 1, answer: 'Baker' }]);
    expect((await json<{ errors: Record<string, string[]> }>(twice)).errors).toEqual({ 'answers.2': ['This question is answered twice.'] });
    expect((await submit(token, FULL, { survey_id: 2 })).status).toBe(422);
    expect((await submit(token, FULL, { type: 'kyc' })).status).toBe(422);
    expect((await json<{ status: string }>(await survey(token))).status).toBe('required');
  });

  it('answers the seeded players: answered (and a clone of it), and low without answers (not necessary)', async () => {
    const answered = await sandbox.login('sowq-answered-player', 'Sowq-answered-pass-1!');
    const mine = await json<{ status: string; survey_answers: unknown[] }>(await survey(answered));
    expect(mine.status).toBe('answered');
    expect(mine.survey_answers).toHaveLength(7);
    const clone = await player('sowq-answered-player');
    expect(await json(await survey(clone))).toMatchObject({ status: 'answered', survey_answers: mine.survey_answers.map(() => expect.anything()) });
    expect((await withdraw(clone, 'sowq-wd-clone')).status).toBe(200);
    const low = await sandbox.login('low-aml-player', 'Low-aml-pass-1!');
    expect(await json(await survey(low))).toMatchObject({ status: 'not_required', is_required: false, survey_answers: [] });
    expect(await json(await sandbox.call('aml/level', { token: low }))).toEqual({ level: 'low' });
  });

  it("is the signed-in player's own, and a player sends it a few times at most", async () => {
    expect((await sandbox.call('surveys/sowq')).status).toBe(401);
    expect((await sandbox.call('surveys', { method: 'POST', body: { type: 'sowq', language: 'en', survey_id: 1, answers: FULL } })).status).toBe(401);
    const token = await player('sowq-player');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await submit(token, [{ question_id: 2, language_id: 1, answer: '' }])).status);
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
