import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api } from '@casino-sdk/core/contract';
import { players } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { route } from '../http/route';

/** The source-of-wealth questionnaire's questions (player-area spec §5: the question types). */
const SOWQ_QUESTIONS = [
  {
    id: 1, language_id: 1, type: 'select', question: 'What is the main source of the funds you play with?', is_required: true,
    survey_content_options: [
      { id: 11, name: 'Employment', value: 'employment', is_default: true },
      { id: 12, name: 'Business', value: 'business', is_default: false },
      { id: 13, name: 'Savings or inheritance', value: 'savings', is_default: false },
    ],
  },
  { id: 2, language_id: 1, type: 'number', question: 'Your yearly income in EUR', is_required: true, survey_content_options: [] },
  { id: 3, language_id: 1, type: 'text', question: 'Your occupation', is_required: false, survey_content_options: [] },
];

/**
 * `GET surveys/{type}` (ours): the source-of-wealth questionnaire, required for a PEP or UBO player
 * (front-end spec §9: they get the manual AML note). Answers arrive with the account issue's
 * questionnaire page; until then no player has any, so a required one blocks withdrawals (player-area
 * spec §4) as the platform must.
 */
export function registerSurveyRoutes(app: Hono<AppEnv>): void {
  route(app, api.surveys.get, async ({ c, params, player }) => {
    if (params.type !== 'sowq') throw notFound('Survey not found.');
    const [row] = await c.var.app.db.select({ pep: players.isPep, ubo: players.isUbo }).from(players).where(eq(players.id, player.playerId));
    const required = Boolean(row?.pep || row?.ubo);
    return {
      id: 1,
      name: 'Source of wealth',
      description: 'Tell us where the funds you play with come from.',
      status: required ? 'required' : 'not_required',
      is_required: required,
      survey_contents: SOWQ_QUESTIONS,
      survey_answers: [],
    };
  });
}
