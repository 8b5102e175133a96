import type { Survey, SurveyContent } from '@casino-sdk/core/contract/survey';
import { formatLongDate } from '@casino-sdk/core/dates';
import { SURVEY_CHECKED, surveyAnswerProblem, type Language } from '@casino-sdk/core/rules';

/** What the questionnaire page shows. */
export type SowqPage = 'form' | 'answers' | 'notNecessary';

/** The AML level that needs no questionnaire. */
export const LOW_AML_LEVEL = 'low';

/**
 * Player-area spec §4: the form when there are no answers or the status is required, else the
 * answers; for a low AML level without answers and not required, the "not necessary" message.
 */
export function sowqPage(survey: Pick<Survey, 'status' | 'survey_answers'>, amlLevel: string): SowqPage {
  const answered = survey.survey_answers.length > 0;
  const required = survey.status === 'required';
  if (amlLevel === LOW_AML_LEVEL && !answered && !required) return 'notNecessary';
  return !answered || required ? 'form' : 'answers';
}

/** A field's value: a checkbox is ticked or not, every other kind holds text. */
export type SowqValue = string | boolean;

/** The value a question starts with: its default option, an unticked box, or nothing. */
export function initialValue(question: SurveyContent): SowqValue {
  if (question.type === 'checkbox') return false;
  return question.survey_content_options.find((option) => option.is_default)?.value ?? '';
}

/**
 * The answers given so far, for the same questionnaire in another language: a question keeps its
 * answer when the new one has its id (or, when the platform numbers each language's questions apart,
 * its place) and its kind; a choice only when the new question still offers that value.
 */
export function carriedAnswers(
  before: readonly SurveyContent[],
  values: Readonly<Record<string, SowqValue>>,
  after: readonly SurveyContent[],
): Record<string, SowqValue> {
  const byPlace = before.length === after.length;
  return Object.fromEntries(
    after.flatMap((question, index) => {
      const was = before.find((candidate) => candidate.id === question.id) ?? (byPlace ? before[index] : undefined);
      const value = was && was.type === question.type ? values[String(was.id)] : undefined;
      if (value === undefined) return [];
      const options = question.survey_content_options;
      if (typeof value === 'string' && options.length > 0 && value !== '' && !options.some((option) => option.value === value)) return [];
      return [[String(question.id), value]];
    }),
  );
}

/** The text the platform's rule checks: a ticked box is '1'. */
const asText = (value: SowqValue) => (typeof value === 'boolean' ? (value ? SURVEY_CHECKED : '0') : value);

/** The translation key of a value's problem (the platform's own rule, core's `surveyAnswerProblem`), or null. */
export function answerProblemKey(question: SurveyContent, value: SowqValue, today: string): string | null {
  const problem = surveyAnswerProblem(question.type, question.is_required, asText(value), today);
  return problem ? `sowq.problem.${problem}` : null;
}

/**
 * The spec's submission answers `{question_id, language_id, option_id, answer}`: a choice by its
 * option, a box as '1' or '0', text trimmed; an optional question left blank is not sent.
 */
export function submissionAnswers(questions: readonly SurveyContent[], values: Readonly<Record<string, SowqValue>>) {
  return questions.flatMap((question) => {
    const value = values[String(question.id)] ?? initialValue(question);
    const base = { question_id: question.id, language_id: question.language_id };
    if (question.type === 'checkbox') return [{ ...base, option_id: null, answer: asText(value) }];
    const text = asText(value).trim();
    if (text === '') return [];
    const option = question.survey_content_options.find((candidate) => candidate.value === text);
    return [{ ...base, option_id: option?.id ?? null, answer: text }];
  });
}

/**
 * An answer as the player reads it: a date question's day as a long date, an amount with the
 * language's separators (for reading, never for sums), anything else as the platform keeps it.
 */
export function answerText(survey: Pick<Survey, 'survey_contents'>, answer: Survey['survey_answers'][number], language: Language): string {
  const text = answer.answer ?? '';
  const type = survey.survey_contents.find((content) => content.question === answer.question)?.type;
  if (type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return formatLongDate(text, language) || text;
  if (type === 'number' && /^\d+(\.\d{1,2})?$/.test(text)) return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Number(text));
  return text;
}
