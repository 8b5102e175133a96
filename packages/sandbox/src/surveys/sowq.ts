import { eq, sql } from 'drizzle-orm';
import type { Survey, SurveySubmission } from '@casino-sdk/core/contract';
import { SURVEY_CHECKED, surveyAnswerProblem, type Language, type SurveyAnswerProblem } from '@casino-sdk/core/rules';
import type { Database } from '../db/database';
import { players, surveyAnswers } from '../db/schema';
import { SOWQ_TEXTS } from './sowq-texts';

/** The questionnaire's own id. */
export const SOWQ_ID = 1;

/** The platform's id of each language a questionnaire is written in (a submission's `language_id`). */
const SOWQ_LANGUAGE_IDS: Record<Language, number> = { en: 1, cs: 2, de: 3, sk: 4, hu: 5, pl: 6, es: 7 };

type Kind = { id: number; type: string; is_required: boolean; options?: { id: number; value: string; is_default?: boolean }[] };

/**
 * The source-of-wealth questionnaire: one question of each kind the spec names (player-area §5),
 * most of them required, the same in every language (sowq-texts.ts). The platform keeps its
 * questionnaires in its back office; the sandbox's one is fixed.
 */
const SOWQ_KINDS: readonly Kind[] = [
  {
    id: 1, type: 'select', is_required: true,
    options: [
      { id: 11, value: 'employment', is_default: true }, { id: 12, value: 'business' }, { id: 13, value: 'savings' },
      { id: 14, value: 'inheritance' }, { id: 15, value: 'pension' }, { id: 16, value: 'investments' },
    ],
  },
  { id: 2, type: 'text', is_required: true },
  { id: 3, type: 'number', is_required: true },
  { id: 4, type: 'date', is_required: true },
  { id: 5, type: 'radio', is_required: true, options: [{ id: 51, value: 'up-to-500' }, { id: 52, value: '500-to-2000' }, { id: 53, value: 'over-2000' }] },
  { id: 6, type: 'textarea', is_required: false },
  { id: 7, type: 'checkbox', is_required: true },
];

/** The questions in `language`. */
export function sowqQuestions(language: Language): Survey['survey_contents'] {
  const texts = SOWQ_TEXTS[language];
  return SOWQ_KINDS.map((kind) => ({
    id: kind.id,
    language_id: SOWQ_LANGUAGE_IDS[language],
    type: kind.type,
    question: texts.questions[kind.id]!,
    is_required: kind.is_required,
    survey_content_options: (kind.options ?? []).map((option) => ({ id: option.id, name: texts.options[option.id]!, value: option.value, is_default: option.is_default ?? false })),
  }));
}

export interface SowqStanding {
  /** The player's AML level: 'low', 'medium' or 'high'. */
  level: string;
  /** The questionnaire is asked of this player: an AML level above low, or a PEP or UBO. */
  asked: boolean;
  answered: boolean;
}

/** The questionnaire is asked of the player (as a column of a read of `players`): an AML level above low, or a PEP or UBO. */
export const sowqAsked = () => sql<boolean>`(${players.amlLevel} <> 'low' or ${players.isPep} or ${players.isUbo})`;

/** The player answered the questionnaire (as a column of a read of `players`). */
export const sowqAnswered = () =>
  // Written out: in a read of one table drizzle leaves column names unqualified, and the subquery's own `id` would win.
  sql<boolean>`exists (select 1 from ${surveyAnswers} a where a.player_id = "players"."id" and a.survey_id = ${SOWQ_ID})`;

/**
 * Whether the player owes the questionnaire, in one read. A withdrawal waits for it while it is
 * asked and not answered (player-area spec §4; the withdrawal reads the same columns with its own).
 */
export async function sowqStanding(db: Database, playerId: number): Promise<SowqStanding | null> {
  const [row] = await db.select({ level: players.amlLevel, asked: sowqAsked(), answered: sowqAnswered() }).from(players).where(eq(players.id, playerId));
  return row ?? null;
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
 * Each answer checked against its question in `language` (kind, option, required flag), every
 * question of the questionnaire answered or left out only when optional: the rows to store, with the
 * question and the answer in the player's words, or the per-question messages under
 * `answers.{question_id}`.
 */
export function checkedAnswers(answers: SurveySubmission['answers'], language: Language, today: string): { rows: Row[] } | { errors: Record<string, string[]> } {
  const questions = sowqQuestions(language);
  const texts = SOWQ_TEXTS[language];
  const errors: Record<string, string[]> = {};
  const given = new Map<number, SurveySubmission['answers'][number]>();
  for (const answer of answers) {
    const question = questions.find((q) => q.id === answer.question_id);
    if (!question) errors['answers'] ??= [PROBLEM_TEXT.unknown];
    else if (given.has(question.id)) errors[`answers.${question.id}`] = [PROBLEM_TEXT.twice];
    else given.set(question.id, answer);
  }
  const rows: Row[] = [];
  for (const question of questions) {
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
      answer: question.type === 'checkbox' ? (value.trim() === SURVEY_CHECKED ? texts.yes : texts.no) : (option?.name ?? value.trim()),
    });
  }
  return Object.keys(errors).length > 0 ? { errors } : { rows };
}
