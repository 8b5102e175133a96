import { describe, expect, it } from 'vitest';
import { sowqAnswered, sowqSurvey } from '../account/account-fixture';
import { answerProblemKey, answerText, carriedAnswers, initialValue, sowqPage, submissionAnswers } from './sowq-rules';

const answer = { id: 1, question: 'Q', answer: 'A' };
const question = (id: number) => sowqSurvey.survey_contents.find((content) => content.id === id)!;

describe('sowqPage (player-area spec §4)', () => {
  it('is the form without answers or while required, else the answers', () => {
    expect(sowqPage({ status: 'required', survey_answers: [] }, 'high')).toBe('form');
    expect(sowqPage({ status: 'required', survey_answers: [answer] }, 'high')).toBe('form');
    expect(sowqPage({ status: 'not_required', survey_answers: [] }, 'high')).toBe('form');
    expect(sowqPage({ status: 'answered', survey_answers: [answer] }, 'high')).toBe('answers');
    expect(sowqPage({ status: 'answered', survey_answers: [answer] }, 'low')).toBe('answers');
  });

  it('says "not necessary" for a low AML level without answers and not required', () => {
    expect(sowqPage({ status: 'not_required', survey_answers: [] }, 'low')).toBe('notNecessary');
    expect(sowqPage({ status: 'required', survey_answers: [] }, 'low')).toBe('form');
  });
});

describe('the answers sent', () => {
  it('starts a choice at its default option and a box unticked', () => {
    expect(initialValue(question(1))).toBe('employment');
    expect(initialValue(question(5))).toBe('');
    expect(initialValue(question(7))).toBe(false);
  });

  it("checks a value by the platform's rule", () => {
    expect(answerProblemKey(question(3), '12e3', '2026-11-27')).toBe('sowq.problem.number');
    expect(answerProblemKey(question(4), '2026-11-28', '2026-11-27')).toBe('sowq.problem.futureDate');
    expect(answerProblemKey(question(7), false, '2026-11-27')).toBe('sowq.problem.required');
    expect(answerProblemKey(question(7), true, '2026-11-27')).toBeNull();
  });

  it('sends a choice with its option id, a box as 1 or 0, text trimmed, and leaves out a blank optional question', () => {
    const sent = submissionAnswers(sowqSurvey.survey_contents, { '1': 'savings', '2': ' Teacher ', '3': '31000', '4': '2015-03-01', '5': 'up-to-500', '6': '  ', '7': true });
    expect(sent).toEqual([
      { question_id: 1, language_id: 1, option_id: 13, answer: 'savings' },
      { question_id: 2, language_id: 1, option_id: null, answer: 'Teacher' },
      { question_id: 3, language_id: 1, option_id: null, answer: '31000' },
      { question_id: 4, language_id: 1, option_id: null, answer: '2015-03-01' },
      { question_id: 5, language_id: 1, option_id: 51, answer: 'up-to-500' },
      { question_id: 7, language_id: 1, option_id: null, answer: '1' },
    ]);
  });
});

describe('answerText', () => {
  it('reads a date as a long date and an amount with separators, in the player\'s language; the rest as kept', () => {
    const [source, occupation, income, since] = sowqAnswered.survey_answers;
    expect(answerText(sowqAnswered, since!, 'en')).toBe('September 1, 2011');
    expect(answerText(sowqAnswered, since!, 'de')).toBe('1. September 2011');
    expect(answerText(sowqAnswered, income!, 'en')).toBe('64,000');
    expect(answerText(sowqAnswered, income!, 'de')).toBe('64.000');
    expect(answerText(sowqAnswered, source!, 'en')).toBe('Self-employment or a business');
    expect(answerText(sowqAnswered, occupation!, 'en')).toBe('Architect');
  });
});

describe('carriedAnswers (a change of language keeps what was answered)', () => {
  const before = sowqSurvey.survey_contents;
  const values = { '1': 'savings', '2': 'Teacher', '3': '31000', '7': true };

  it('keeps each answer under the same question, by id', () => {
    expect(carriedAnswers(before, values, before)).toEqual(values);
  });

  it("follows a question's place when the platform numbers each language apart, its kind the same", () => {
    const renumbered = before.map((content) => ({ ...content, id: content.id + 100 }));
    expect(carriedAnswers(before, values, renumbered)).toEqual({ '101': 'savings', '102': 'Teacher', '103': '31000', '107': true });
    const reordered = [renumbered[1]!, renumbered[0]!, ...renumbered.slice(2)];
    expect(carriedAnswers(before, values, reordered)).toEqual({ '103': '31000', '107': true });
  });

  it('drops a choice the new question no longer offers', () => {
    const fewer = before.map((content) => (content.id === 1 ? { ...content, survey_content_options: content.survey_content_options.filter((option) => option.value !== 'savings') } : content));
    expect(carriedAnswers(before, values, fewer)).toEqual({ '2': 'Teacher', '3': '31000', '7': true });
  });
});
