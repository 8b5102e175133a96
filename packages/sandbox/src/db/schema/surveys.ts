import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { players } from './players';

/**
 * A player's answers to a questionnaire (the source-of-wealth one: routes/surveys.ts holds its
 * questions), one row per question, with the question and the answer as the player saw them: the
 * answers page shows what was answered even after the questions change.
 */
export const surveyAnswers = pgTable('survey_answers', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
  surveyId: integer('survey_id').notNull(),
  questionId: integer('question_id').notNull(),
  languageId: integer('language_id').notNull(),
  optionId: integer('option_id'),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  createdAt: createdAt(),
}, (t) => [
  // One answer per question: a second submission of the same questionnaire is refused here too.
  uniqueIndex('survey_answers_question_idx').on(t.playerId, t.surveyId, t.questionId),
]);
