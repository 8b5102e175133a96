import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { okMessage } from './envelope';
import { bool, id, requestId } from './fields';

export const surveyQuestionTypes = ['select', 'text', 'number', 'textarea', 'date', 'checkbox', 'radio'] as const;
export type SurveyQuestionType = (typeof surveyQuestionTypes)[number];

export const surveyOption = z.object({
  id,
  name: z.string(),
  value: z.string(),
  is_default: bool,
});

export const surveyContent = z.object({
  id,
  language_id: id,
  type: z.string(),
  question: z.string(),
  is_required: bool,
  survey_content_options: z.array(surveyOption),
});
export type SurveyContent = z.infer<typeof surveyContent>;

export const surveyAnswer = z.object({
  id,
  question: z.string(),
  answer: z.nullable(z.string()),
});

/** The source-of-wealth questionnaire (type 'sowq'). `status` 'required' asks for answers. */
export const survey = z.object({
  id,
  name: z.string(),
  description: z.nullable(z.string()),
  status: z.string(),
  is_required: bool,
  survey_contents: z.array(surveyContent),
  survey_answers: z.array(surveyAnswer),
});
export type Survey = z.infer<typeof survey>;

export const amlLevel = z.object({
  /** 'low' needs no questionnaire. */
  level: z.string(),
});
export type AmlLevel = z.infer<typeof amlLevel>;

export const surveySubmission = z.object({
  type: z.string().check(z.minLength(1)),
  language: z.string().check(z.minLength(2)),
  survey_id: requestId,
  answers: z
    .array(
      z.object({
        question_id: requestId,
        language_id: requestId,
        option_id: z.optional(z.nullable(requestId)),
        answer: z.optional(z.nullable(z.string())),
      }),
    )
    .check(z.minLength(1), z.maxLength(100)),
});
export type SurveySubmission = z.input<typeof surveySubmission>;

export const surveyApi = {
  // Spec: "Survey by type 'sowq'", path not shown.
  // The questions in `language` (the site's code), as the submission names its language.
  get: endpoint({ method: 'GET', path: 'surveys/{type}', auth: 'player', defined: 'by-sdk', query: z.object({ language: z.optional(z.string()) }), response: survey }),
  // Spec: "AML level", path not shown. Kept out of surveys/ so it never reads as a survey type.
  amlLevel: endpoint({ method: 'GET', path: 'aml/level', auth: 'player', defined: 'by-sdk', response: amlLevel }),
  // Spec: "submit survey {type, language, survey_id, answers[...]}", path not shown.
  submit: endpoint({ method: 'POST', path: 'surveys', auth: 'player', defined: 'by-sdk', body: surveySubmission, response: okMessage }),
};
