import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import { isLanguage } from '@casino-sdk/core/rules';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../db/pg-errors';
import { surveyAnswers } from '../db/schema';
import type { AppEnv } from '../http/env';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { enforceLimits } from '../security/rate-limits';
import { checkedAnswers, SOWQ_ID, sowqQuestions, sowqStanding } from '../surveys/sowq';

/** A player sends the questionnaire once; a few tries cover a refused answer or two. */
const SUBMISSIONS_PER_PLAYER = { max: 10, windowMs: 10 * 60_000 } as const;

/**
 * The source-of-wealth questionnaire (player-area spec §4, §5, §7), each call the signed-in
 * player's own: `GET surveys/sowq` with the player's status ('required' while asked and not
 * answered, 'answered', else 'not_required') and answers, `GET aml/level`, and `POST surveys` with
 * every answer checked (surveys/sowq.ts). A withdrawal waits for it while it is required (routes/payments.ts).
 */
export function registerSurveyRoutes(app: Hono<AppEnv>): void {
  route(app, api.surveys.get, async ({ c, params, query, player }) => {
    if (params.type !== 'sowq') throw notFound('Survey not found.');
    const { db } = c.var.app;
    const standing = await sowqStanding(db, player.playerId);
    if (!standing) throw notFound('Player not found.');
    const answers = await db
      .select({ id: surveyAnswers.id, question: surveyAnswers.question, answer: surveyAnswers.answer })
      .from(surveyAnswers)
      .where(and(eq(surveyAnswers.playerId, player.playerId), eq(surveyAnswers.surveyId, SOWQ_ID)))
      .orderBy(asc(surveyAnswers.questionId));
    return {
      id: SOWQ_ID,
      name: 'Source of wealth',
      description: 'Tell us where the funds you play with come from.',
      status: standing.answered ? 'answered' : standing.asked ? 'required' : 'not_required',
      is_required: standing.asked,
      // In the language asked for (English when it is not one of the site's).
      survey_contents: sowqQuestions(isLanguage(query.language) ? query.language : 'en'),
      survey_answers: answers,
    };
  });

  route(app, api.surveys.amlLevel, async ({ c, player }) => {
    const standing = await sowqStanding(c.var.app.db, player.playerId);
    if (!standing) throw notFound('Player not found.');
    return { level: standing.level };
  });

  route(app, api.surveys.submit, async ({ c, body, player }) => {
    const { db, clock, limiter } = c.var.app;
    enforceLimits(limiter, [{ name: 'survey per player', key: String(player.playerId), ...SUBMISSIONS_PER_PLAYER }]);
    const invalid = (field: string, message: string) => new HttpError(422, message, { code: 'validation_failed', errors: { [field]: [message] } });
    if (body.type !== 'sowq') throw invalid('type', 'Survey not found.');
    if (body.survey_id !== SOWQ_ID) throw invalid('survey_id', 'Survey not found.');
    if (!isLanguage(body.language)) throw invalid('language', 'The language is not known.');
    const now = clock();
    const checked = checkedAnswers(body.answers, body.language, now.toISOString().slice(0, 10));
    if ('errors' in checked) {
      const first = Object.values(checked.errors)[0]![0]!;
      throw new HttpError(422, first, { code: 'validation_failed', errors: checked.errors });
    }
    const answered = new HttpError(409, 'The questionnaire is answered already.', { code: 'survey_answered' });
    if ((await sowqStanding(db, player.playerId))?.answered) throw answered;
    try {
      await db.insert(surveyAnswers).values(checked.rows.map((row) => ({ ...row, playerId: player.playerId, createdAt: now })));
    } catch (error) {
      // Two submissions at once: the unique index lets one in.
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw answered;
      throw error;
    }
    return { message: 'Thank you, your answers were saved.' };
  });
}
