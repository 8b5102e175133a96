// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInRuntime, sowqAnswered, sowqSurvey, type AccountFixtureOptions } from '../account/account-fixture';
import { createSowqModel, type SowqModel } from './sowq-model';

let model: SowqModel | undefined;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  model?.dispose();
  CasinoSDK.destroy();
});

const NOW = Date.parse('2026-11-27T10:00:00Z');

async function start(options: AccountFixtureOptions = {}) {
  const { runtime, calls } = await signedInRuntime(options);
  model = createSowqModel(runtime, { now: () => NOW });
  stop = model.start();
  await vi.waitFor(() => expect(model!.state.value.kind).not.toBe('loading'));
  return { model, calls, runtime };
}

function fill(sowq: SowqModel, values: Record<string, string | boolean>) {
  for (const question of sowq.questions.value) {
    const value = values[String(question.content.id)];
    if (value === undefined) continue;
    if (question.kind === 'checkbox') question.field.set(value === true);
    else question.field.set(String(value));
  }
}

const answers = { '2': 'Teacher', '3': '31000', '4': '2015-03-01', '5': 'up-to-500', '7': true };

describe('the questionnaire model', () => {
  it('shows the form with a field per question, sends the answers, then shows them', async () => {
    const { model: sowq, calls } = await start();
    expect(sowq.state.value).toMatchObject({ kind: 'ready', page: 'form' });
    expect(sowq.questions.value.map((question) => [question.kind, question.field.required])).toEqual([
      ['select', true], ['text', true], ['number', true], ['date', true], ['radio', true], ['textarea', false], ['checkbox', true],
    ]);
    fill(sowq, answers);
    await sowq.submit();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/v1/surveys')?.body).toEqual({
      type: 'sowq',
      language: 'en',
      survey_id: 1,
      answers: [
        { question_id: 1, language_id: 1, option_id: 11, answer: 'employment' },
        { question_id: 2, language_id: 1, option_id: null, answer: 'Teacher' },
        { question_id: 3, language_id: 1, option_id: null, answer: '31000' },
        { question_id: 4, language_id: 1, option_id: null, answer: '2015-03-01' },
        { question_id: 5, language_id: 1, option_id: 51, answer: 'up-to-500' },
        { question_id: 7, language_id: 1, option_id: null, answer: '1' },
      ],
    });
    expect(sowq.saved.value).toBe(true);
    expect(sowq.state.value).toMatchObject({ kind: 'ready', page: 'answers' });
  });

  it('sends nothing while a required answer is missing or of the wrong kind, and says which', async () => {
    const { model: sowq, calls } = await start();
    fill(sowq, { ...answers, '3': '12e3', '7': false });
    await sowq.submit();
    expect(calls.some((call) => call.path === '/v1/surveys')).toBe(false);
    const errors = Object.fromEntries(sowq.questions.value.map((question) => [question.content.id, question.field.error.value]));
    expect(errors).toMatchObject({ 3: { key: 'sowq.problem.number' }, 7: { key: 'sowq.problem.required' } });
  });

  it("puts the platform's word under its question and keeps every value", async () => {
    const { model: sowq } = await start({
      surveyRefusal: { status: 422, message: 'The date cannot be in the future.', code: 'validation_failed', errors: { 'answers.4': ['The date cannot be in the future.'] } },
    });
    fill(sowq, answers);
    await sowq.submit();
    const date = sowq.questions.value.find((question) => question.content.id === 4)!;
    expect(date.field.error.value).toEqual({ text: 'The date cannot be in the future.' });
    expect(sowq.form.value?.error.value).toEqual({ key: 'sowq.refused' });
    expect(sowq.form.value?.values.value).toMatchObject({ '2': 'Teacher', '3': '31000', '4': '2015-03-01', '7': true });
    expect(sowq.state.value).toMatchObject({ page: 'form' });
  });

  it('lists the answers once answered, and says "not necessary" for a low AML level without answers', async () => {
    const { model: answered } = await start({ survey: sowqAnswered });
    expect(answered.state.value).toMatchObject({ kind: 'ready', page: 'answers' });
    stop?.();
    answered.dispose();
    CasinoSDK.destroy();
    const { model: low } = await start({ survey: { ...sowqSurvey, status: 'not_required', is_required: false }, amlLevel: 'low' });
    expect(low.state.value).toMatchObject({ kind: 'ready', page: 'notNecessary' });
  });

  it('shows the answers when another tab answered first', async () => {
    let answeredElsewhere = false;
    const { model: sowq } = await start({
      answers: (method, path) => {
        if (method === 'POST' && path === '/v1/surveys') {
          answeredElsewhere = true;
          return new Response(JSON.stringify({ message: 'The questionnaire is answered already.', code: 'survey_answered' }), { status: 409 });
        }
        return answeredElsewhere && path === '/v1/surveys/sowq' ? new Response(JSON.stringify(sowqAnswered), { status: 200 }) : undefined;
      },
    });
    fill(sowq, answers);
    await sowq.submit();
    expect(sowq.state.value).toMatchObject({ kind: 'ready', page: 'answers' });
  });

  it("asks for the questions in the player's language, and again when it changes, keeping the answers given", async () => {
    const languages: (string | null)[] = [];
    const { model: sowq, runtime } = await start({
      answers: (_method, path, _body, query) => {
        if (path === '/v1/surveys/sowq') languages.push(query.get('language'));
        return undefined;
      },
    });
    expect(languages).toEqual(['en']);
    fill(sowq, { '1': 'savings', '2': 'Teacher', '7': true });
    const english = sowq.form.value;
    runtime.store.language.value = 'cs';
    await vi.waitFor(() => expect(languages).toEqual(['en', 'cs']));
    await vi.waitFor(() => expect(sowq.form.value).not.toBe(english));
    expect(sowq.state.value.kind).toBe('ready');
    expect(sowq.form.value!.values.value).toMatchObject({ '1': 'savings', '2': 'Teacher', '3': '', '7': true });
  });

  it('offers a retry when the survey cannot be loaded', async () => {
    let fail = true;
    const { model: sowq } = await start({ answers: (_method, path) => (fail && path === '/v1/surveys/sowq' ? new Response(JSON.stringify({ message: 'Not now.' }), { status: 403 }) : undefined) });
    expect(sowq.state.value).toEqual({ kind: 'error', message: { text: 'Not now.' } });
    fail = false;
    await sowq.load();
    expect(sowq.state.value).toMatchObject({ kind: 'ready', page: 'form' });
  });
});
