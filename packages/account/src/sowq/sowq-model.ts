import { batch, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import type { Survey, SurveyContent } from '@casino-sdk/core/contract/survey';
import { createForm, failureMessage, type FormField, type FormMessage, type FormModel } from '@casino-sdk/core/form';
import { surveyCalls } from '../calls';
import { answerProblemKey, carriedAnswers, initialValue, sowqPage, submissionAnswers, type SowqPage, type SowqValue } from './sowq-rules';

/** One question of the form with its field: a box holds a boolean, every other kind text. */
export type SowqQuestion =
  | { readonly content: SurveyContent; readonly kind: 'checkbox'; readonly field: FormField<boolean> }
  | { readonly content: SurveyContent; readonly kind: 'select' | 'radio' | 'text' | 'number' | 'textarea' | 'date'; readonly field: FormField<string> };

export type SowqValues = Record<string, SowqValue>;

export type SowqState =
  | { kind: 'loading' }
  | { kind: 'error'; message: FormMessage }
  | { kind: 'ready'; page: SowqPage; survey: Survey };

export interface SowqModel {
  readonly state: ReadonlySignal<SowqState>;
  /** The form's questions, in the survey's order (empty until loaded). */
  readonly questions: ReadonlySignal<readonly SowqQuestion[]>;
  readonly form: ReadonlySignal<FormModel<SowqValues> | null>;
  /** `YYYY-MM-DD` (UTC): the latest day a date answer may name. */
  readonly today: string;
  /** The answers were saved (shown over the answers that follow). */
  readonly saved: ReadonlySignal<boolean>;
  /** Loads the survey and the AML level, and again in another language; returns the stop (decision 0045). */
  start(): () => void;
  load(): Promise<void>;
  submit(): Promise<void>;
  dispose(): void;
}

const TEXT_KINDS = new Set(['select', 'radio', 'text', 'number', 'textarea', 'date']);

/** The server names a question's problem `answers.{question_id}`; the form's field is the id. */
const serverNames = (questions: readonly SurveyContent[]) => Object.fromEntries(questions.map((question) => [`answers.${question.id}`, String(question.id)]));

/**
 * The source-of-wealth questionnaire (player-area spec §2, §4, §5, §7): the survey of type 'sowq'
 * and the AML level decide the page (the form, the answers, or "not necessary"); the form has a
 * field per question, checked by the platform's own rule, and the platform checks it again: its
 * messages go under their questions, and nothing typed is lost on a refusal.
 */
export function createSowqModel(runtime: Runtime, options: { now?: () => number } = {}): SowqModel {
  const { client, store, scheduler } = runtime;
  const now = options.now ?? Date.now;
  const state = signal<SowqState>({ kind: 'loading' });
  const questions = signal<readonly SowqQuestion[]>([]);
  const form = signal<FormModel<SowqValues> | null>(null);
  const saved = signal(false);
  const today = () => new Date(now()).toISOString().slice(0, 10);
  let controller: AbortController | null = null;
  let disposed = false;

  /** The form for `survey`; in another language, with the answers already given (nothing typed is lost). */
  function buildForm(survey: Survey): void {
    const contents = survey.survey_contents.filter((content) => content.type === 'checkbox' || TEXT_KINDS.has(content.type));
    const last = form.peek();
    const carried = last ? carriedAnswers(questions.peek().map((question) => question.content), last.values.peek(), contents) : {};
    last?.dispose();
    const made = createForm<SowqValues>({
      fields: Object.fromEntries(
        contents.map((content) => [
          String(content.id),
          {
            initial: carried[String(content.id)] ?? initialValue(content),
            required: content.is_required ? 'sowq.problem.required' : undefined,
            trim: true,
            validators: [(value: SowqValue) => answerProblemKey(content, value, today())],
          },
        ]),
      ),
      scheduler,
    });
    batch(() => {
      form.value = made;
      questions.value = contents.map((content) => ({ content, kind: content.type, field: made.fields[String(content.id)] }) as SowqQuestion);
    });
  }

  async function load(): Promise<void> {
    controller?.abort();
    const mine = (controller = new AbortController());
    state.value = { kind: 'loading' };
    try {
      const calls = await surveyCalls();
      const [survey, aml] = await Promise.all([
        client.call(calls.get, { params: { type: 'sowq' }, query: { language: store.language.peek() }, signal: mine.signal }),
        client.call(calls.amlLevel, { signal: mine.signal }),
      ]);
      if (mine.signal.aborted || disposed) return;
      const page = sowqPage(survey, aml.level);
      if (page === 'form') buildForm(survey);
      state.value = { kind: 'ready', page, survey };
    } catch (caught) {
      if (mine.signal.aborted || disposed) return;
      state.value = { kind: 'error', message: failureMessage(caught) };
    }
  }

  return {
    state,
    questions,
    form,
    get today() {
      return today();
    },
    saved,
    start() {
      // The questions come in the player's language: a change of language asks for them again.
      const stopWatching = effect(() => {
        void store.language.value;
        void load();
      });
      return () => {
        stopWatching();
        controller?.abort();
      };
    },
    load,

    async submit() {
      const current = state.peek();
      const sending = form.peek();
      if (current.kind !== 'ready' || !sending) return;
      const { survey } = current;
      try {
        const sent = await sending.submit(async (values) => {
          const calls = await surveyCalls();
          await client.call(calls.submit, {
            body: { type: 'sowq', language: store.language.peek(), survey_id: survey.id, answers: submissionAnswers(survey.survey_contents, values) },
          });
        });
        if (!sent.ok) return;
        saved.value = true;
        await load();
      } catch (caught) {
        // Answered meanwhile (another tab): the answers are what there is to show.
        if (isApiError(caught) && caught.code === 'survey_answered') return load();
        // The platform's word on a question goes under it; anything else above the form. The values stay.
        const placed = isApiError(caught) && sending.applyServerErrors(caught.fieldErrors, serverNames(survey.survey_contents));
        sending.setError(placed ? { key: 'sowq.refused' } : failureMessage(caught));
      }
    },

    dispose() {
      disposed = true;
      controller?.abort();
      form.peek()?.dispose();
    },
  };
}
