import { describe, expect, it } from 'vitest';
import { SURVEY_TEXT_MAX, SURVEY_TEXTAREA_MAX, surveyAnswerProblem } from './survey-answers';

const TODAY = '2026-11-27';
const problem = (type: string, value: string, required = true) => surveyAnswerProblem(type, required, value, TODAY);

describe('surveyAnswerProblem', () => {
  it('asks for a required answer of every kind, and lets an optional one be empty', () => {
    for (const type of ['select', 'text', 'number', 'textarea', 'date', 'radio']) {
      expect(problem(type, '  ')).toBe('required');
      expect(problem(type, '', false)).toBeNull();
    }
    expect(problem('checkbox', '0')).toBe('required');
    expect(problem('checkbox', '0', false)).toBeNull();
    expect(problem('checkbox', '1')).toBeNull();
    expect(problem('checkbox', 'yes')).toBe('checkbox');
  });

  it('takes amounts of up to two decimals, never signs, words or exponents', () => {
    expect(problem('number', '42000')).toBeNull();
    expect(problem('number', '42000.50')).toBeNull();
    for (const bad of ['-5', '1e9', '12,5', '1.234', 'many', 'NaN', '1234567890123']) expect(problem('number', bad)).toBe('number');
  });

  it('takes a real calendar day up to today', () => {
    expect(problem('date', '2020-02-29')).toBeNull();
    expect(problem('date', TODAY)).toBeNull();
    expect(problem('date', '2026-11-28')).toBe('futureDate');
    for (const bad of ['2021-02-29', '2020-13-01', '27.11.2026', '1899-12-31']) expect(problem('date', bad)).toBe('date');
  });

  it('caps a line at 255 characters and a textarea at 2,000', () => {
    expect(problem('text', 'x'.repeat(SURVEY_TEXT_MAX))).toBeNull();
    expect(problem('text', 'x'.repeat(SURVEY_TEXT_MAX + 1))).toBe('tooLong');
    expect(problem('textarea', 'x'.repeat(SURVEY_TEXTAREA_MAX))).toBeNull();
    expect(problem('textarea', 'x'.repeat(SURVEY_TEXTAREA_MAX + 1))).toBe('tooLong');
  });

  it('knows no other kind of question', () => {
    expect(problem('file', 'x')).toBe('type');
  });
});
