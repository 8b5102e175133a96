import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import type { ErrorBody } from '@casino-sdk/core/contract/error';
import { startSession } from '@casino-sdk/core/internal';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';
import type { PlayerInfo } from '@casino-sdk/core/contract/player';
import type { Survey } from '@casino-sdk/core/contract/survey';
import { createPlatformFixture, samplePlayer, type FixtureAnswers, type PlatformFixtureOptions, type RecordedCall } from '@casino-sdk/core/testing/platform-fixture';

/** A refusal: its status and the error body the platform sends with it. */
export type Refusal = { status: number } & ErrorBody;

export interface AccountFixtureOptions extends PlatformFixtureOptions {
  /** What PUT me/password answers (default: changed), or a refusal. */
  passwordAnswer?: Refusal;
  /** What PUT static/players/{id} answers (default: saved), or a refusal. */
  updateAnswer?: Refusal;
  /** The code the verification calls take (default 1234); any other is `code_is_wrong`. */
  code?: string;
  /** What GET surveys/sowq answers until answers are sent (default: required, unanswered); POST surveys then stores them. */
  survey?: Survey;
  /** GET aml/level (default 'high'). */
  amlLevel?: string;
  /** What POST surveys answers instead of storing the answers. */
  surveyRefusal?: Refusal;
}

/** The account's own calls, on top of the shared platform fixture. */
export function accountAnswers(options: AccountFixtureOptions): FixtureAnswers {
  // What the player has changed and confirmed here, as GET me then answers it.
  let player: PlayerInfo = { ...samplePlayer, ...options.player, balance: options.player?.balance ?? samplePlayer.balance };
  let survey: Survey = options.survey ?? sowqSurvey;
  const refuse = ({ status, ...body }: Refusal) => jsonResponse(body, status);
  return (method, path, body, query) => {
    // A test's own answers come first.
    const own = options.answers?.(method, path, body, query);
    if (own) return own;
    const sent = (body ?? {}) as Record<string, unknown>;
    if (method === 'GET' && path === '/v1/me') return jsonResponse(player, 200);
    if (method === 'PUT' && path === `/v1/static/players/${player.user_id}`) {
      if (options.updateAnswer) return refuse(options.updateAnswer);
      player = { ...player, ...(typeof sent.email === 'string' ? { email: sent.email, email_verified_at: null } : {}), ...(typeof sent.mobile === 'string' ? { mobile: sent.mobile, sms_verified_at: null } : {}) };
      return jsonResponse({ message: 'Saved.' }, 200);
    }
    if (method === 'POST' && (path === `/v1/notifications/players/${player.id}/registration` || path === '/v1/notifications/twilio/send_sms/verification')) return jsonResponse({ message: 'Sent.' }, 200);
    const verify = /^\/v1\/notifications\/players\/verify_(email|sms)$/.exec(path);
    if (method === 'POST' && verify) {
      if (sent.verification !== (options.code ?? '1234')) return refuse({ status: 422, message: 'code_is_wrong', code: 'code_is_wrong' });
      player = verify[1] === 'email' ? { ...player, email_verified_at: '2026-11-27T00:00:00Z' } : { ...player, sms_verified_at: '2026-11-27T00:00:00Z' };
      return jsonResponse({ message: 'verified' }, 200);
    }
    if (method === 'GET' && path === '/v1/surveys/sowq') return jsonResponse(survey, 200);
    if (method === 'GET' && path === '/v1/aml/level') return jsonResponse({ level: options.amlLevel ?? 'high' }, 200);
    if (method === 'POST' && path === '/v1/surveys') {
      if (options.surveyRefusal) return refuse(options.surveyRefusal);
      const answers = (sent.answers ?? []) as { question_id: number; answer?: string }[];
      survey = {
        ...survey,
        status: 'answered',
        survey_answers: answers.map((answer, index) => ({ id: index + 1, question: survey.survey_contents.find((q) => q.id === answer.question_id)?.question ?? '', answer: answer.answer ?? null })),
      };
      return jsonResponse({ message: 'Thank you, your answers were saved.' }, 200);
    }
    if (method === 'PUT' && path === '/v1/me/password') {
      return options.passwordAnswer ? refuse(options.passwordAnswer) : jsonResponse({ message: 'Password changed.' }, 200);
    }
    return undefined;
  };
}

/** A story's signed-in player on this fixture. */
export function accountStory(options: AccountFixtureOptions = {}): { casino: CasinoStoryParameters } {
  return { casino: { session: 'player', platform: { ...options, answers: accountAnswers(options) } } };
}

/** A signed-in player's runtime on this fixture, for the account's model tests. */
export async function signedInRuntime(options: AccountFixtureOptions = {}): Promise<{ runtime: Runtime; calls: RecordedCall[] }> {
  const fixture = createPlatformFixture({ ...options, answers: accountAnswers(options) });
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch: fixture });
  await startSession(runtime, { token: 't', playerId: 42 });
  return { runtime, calls: fixture.calls };
}

/** A questionnaire with one question of each kind, as the sandbox asks it: required and unanswered. */
export const sowqSurvey: Survey = {
  id: 1,
  name: 'Source of wealth',
  description: 'Tell us where the funds you play with come from.',
  status: 'required',
  is_required: true,
  survey_contents: [
    {
      id: 1, language_id: 1, type: 'select', question: 'What is the main source of the funds you play with?', is_required: true,
      survey_content_options: [
        { id: 11, name: 'Employment', value: 'employment', is_default: true },
        { id: 12, name: 'Self-employment or a business', value: 'business', is_default: false },
        { id: 13, name: 'Savings', value: 'savings', is_default: false },
      ],
    },
    { id: 2, language_id: 1, type: 'text', question: 'Your occupation', is_required: true, survey_content_options: [] },
    { id: 3, language_id: 1, type: 'number', question: 'Your yearly net income in EUR', is_required: true, survey_content_options: [] },
    { id: 4, language_id: 1, type: 'date', question: 'Since when have you had this income?', is_required: true, survey_content_options: [] },
    {
      id: 5, language_id: 1, type: 'radio', question: 'How much do you expect to deposit in a month?', is_required: true,
      survey_content_options: [
        { id: 51, name: 'Up to EUR 500', value: 'up-to-500', is_default: false },
        { id: 52, name: 'EUR 500 to 2,000', value: '500-to-2000', is_default: false },
      ],
    },
    { id: 6, language_id: 1, type: 'textarea', question: 'Anything else we should know about where your funds come from?', is_required: false, survey_content_options: [] },
    { id: 7, language_id: 1, type: 'checkbox', question: 'I confirm that the funds I play with are my own.', is_required: true, survey_content_options: [] },
  ],
  survey_answers: [],
};

/** The same questionnaire answered. */
export const sowqAnswered: Survey = {
  ...sowqSurvey,
  status: 'answered',
  survey_answers: [
    { id: 1, question: 'What is the main source of the funds you play with?', answer: 'Self-employment or a business' },
    { id: 2, question: 'Your occupation', answer: 'Architect' },
    { id: 3, question: 'Your yearly net income in EUR', answer: '64000' },
    { id: 4, question: 'Since when have you had this income?', answer: '2011-09-01' },
    { id: 5, question: 'How much do you expect to deposit in a month?', answer: 'EUR 500 to 2,000' },
    { id: 6, question: 'I confirm that the funds I play with are my own.', answer: 'Yes' },
  ],
};
