import { and, count, eq } from 'drizzle-orm';
import type { Survey, SurveySubmission } from '@casino-sdk/core/contract';
import { SURVEY_CHECKED, surveyAnswerProblem, type SurveyAnswerProblem } from '@casino-sdk/core/rules';
import type { Database } from '../db/database';
import { players, surveyAnswers } from '../db/schema';

/** The questionnaire's own id, and the language its questions are written in (English: 1). */
export const SOWQ_ID = 1;
export const SOWQ_LANGUAGE_ID = 1;

/**
 * The source-of-wealth questionnaire: one question of each kind the spec names (player-area §5),
 * most of them required. The platform keeps its questionnaires in its back office; the sandbox's
 * one is fixed.
 */
export const SOWQ_QUESTIONS: Survey['survey_contents'] = [
  {
    id: 1, language_id: SOWQ_LANGUAGE_ID, type: 'select', question: 'What is the main source of the funds you play with?', is_required: true,
    survey_content_options: [
      { id: 11, name: 'Employment', value: 'employment', is_default: true },
      { id: 12, name: 'Self-employment or a business', value: 'business', is_default: false },
      { id: 13, name: 'Savings', value: 'savings', is_default: false },
      { id: 14, name: 'Inheritance or a gift', value: 'inheritance', is_default: false },
      { id: 15, name: 'Pension', value: 'pension', is_default: false },
      { id: 16, name: 'Investments', value: 'investments', is_default: false },
    ],
  },
  { id: 2, language_id: SOWQ_LANGUAGE_ID, type: 'text', question: 'Your occupation', is_required: true, survey_content_options: [] },
  { id: 3, language_id: SOWQ_LANGUAGE_ID, type: 'number', question: 'Your yearly net income in EUR', is_required: true, survey_content_options: [] },
  { id: 4, language_id: SOWQ_LANGUAGE_ID, type: 'date', question: 'Since when have you had this income?', is_required: true, survey_content_options: [] },
  {
    id: 5, language_id: SOWQ_LANGUAGE_ID, type: 'radio', question: 'How much do you expect to deposit in a month?', is_required: true,
    survey_content_options: [
      { id: 51, name: 'Up to EUR 500', value: 'up-to-500', is_default: false },
      { id: 52, name: 'EUR 500 to 2,000', value: '500-to-2000', is_default: false },
      { id: 53, name: 'More than EUR 2,000', value: 'over-2000', is_default: false },
    ],
  },
  { id: 6, language_id: SOWQ_LANGUAGE_ID, type: 'textarea', question: 'Anything else we should know about where your funds come from?', is_required: false, survey_content_options: [] },
  { id: 7, language_id: SOWQ_LANGUAGE_ID, type: 'checkbox', question: 'I confirm that the funds I play with are my own and come from the source given above.', is_required: true, survey_content_options: [] },
];

export interface SowqStanding {
  /** The player's AML level: 'low', 'medium' or 'high'. */
  level: string;
  /** The questionnaire is asked of this player: an AML level above low, or a PEP or UBO. */
  asked: boolean;
  answered: boolean;
}

/**
 * Whether the player owes the questionnaire. A withdrawal waits for it while it is asked and not
 * answered (player-area spec §4).
 */
export async function sowqStanding(db: Database, playerId: number): Promise<SowqStanding | null> {
  const [row] = await db
    .select({ level: players.amlLevel, pep: players.isPep, ubo: players.isUbo })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row) return null;
  const [answers] = await db.select({ n: count() }).from(surveyAnswers).where(and(eq(surveyAnswers.playerId, playerId), eq(surveyAnswers.surveyId, SOWQ_ID)));
  return { level: row.level, asked: row.level !== 'low' || row.pep || row.ubo, answered: (answers?.n ?? 0) > 0 };
}

const PROBLEM_TEXT: Record<SurveyAnswerProblem | 'option' | 'language' | 'unknown' | 'twice', string> = {
  required: 'This question must be answered.',
  number: 'Enter an amount in figures, with at most two decimals.',
  date: 'Enter a real date as YYYY-MM-DD.',
  futureDate: 'The date cannot be in the future.',
  tooLong: 'The answer is too long.',
  checkbox: 'A checkbox is answered 1 or 0.',
  type: 'This question cannot be answered.',
  option: 'Choose one of the options.',
  language: 'The answer is not in the language of its question.',
  unknown: 'This question is not part of the questionnaire.',
  twice: 'This question is answered twice.',
};

type Row = Omit<typeof surveyAnswers.$inferInsert, 'playerId' | 'createdAt'>;

/**
 * Each answer checked against its question (kind, option, required flag), every question of the
 * questionnaire answered or left out only when optional: the rows to store, or the per-question
 * messages under `answers.{question_id}`.
 */
export function checkedAnswers(answers: SurveySubmission['answers'], today: string): { rows: Row[] } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const given = new Map<number, SurveySubmission['answers'][number]>();
  for (const answer of answers) {
    const question = SOWQ_QUESTIONS.find((q) => q.id === answer.question_id);
    if (!question) errors['answers'] ??= [PROBLEM_TEXT.unknown];
    else if (given.has(question.id)) errors[`answers.${question.id}`] = [PROBLEM_TEXT.twice];
    else given.set(question.id, answer);
  }
  const rows: Row[] = [];
  for (const question of SOWQ_QUESTIONS) {
    const key = `answers.${question.id}`;
    if (errors[key]) continue;
    const answer = given.get(question.id);
    const choice = question.survey_content_options.length > 0;
    // A choice names its option by id (the spec's option_id), or else by its value.
    const named = answer?.option_id ?? null;
    const option = choice ? question.survey_content_options.find((o) => (named !== null ? o.id === named : o.value === answer?.answer)) : undefined;
    if (answer && answer.language_id !== question.language_id) {
      errors[key] = [PROBLEM_TEXT.language];
      continue;
    }
    if (choice && !option && (named !== null || (answer?.answer ?? '').trim() !== '')) {
      errors[key] = [PROBLEM_TEXT.option];
      continue;
    }
    const value = choice ? (option?.value ?? '') : (answer?.answer ?? '');
    const problem = surveyAnswerProblem(question.type, question.is_required, value, today);
    if (problem) {
      errors[key] = [PROBLEM_TEXT[problem]];
      continue;
    }
    // An optional question left blank has no answer to keep; a box left unticked is a 'No'.
    if (question.type !== 'checkbox' && value.trim() === '') continue;
    rows.push({
      surveyId: SOWQ_ID,
      questionId: question.id,
      languageId: question.language_id,
      optionId: option?.id ?? null,
      question: question.question,
      answer: question.type === 'checkbox' ? (value.trim() === SURVEY_CHECKED ? 'Yes' : 'No') : (option?.name ?? value.trim()),
    });
  }
  return Object.keys(errors).length > 0 ? { errors } : { rows };
}
