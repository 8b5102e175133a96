/**
 * The source-of-wealth questionnaire's answers (player-area spec §5: select, text, number, textarea,
 * date, checkbox, radio; required flags honoured). The form checks them before sending and the
 * platform checks them again with the same rule, so what the form accepts the platform takes.
 */
export type SurveyAnswerProblem = 'required' | 'number' | 'date' | 'futureDate' | 'tooLong' | 'checkbox' | 'type';

/** A one-line answer; a textarea holds more. */
export const SURVEY_TEXT_MAX = 255;
export const SURVEY_TEXTAREA_MAX = 2000;
/** The earliest date an answer may name (a job or an inheritance before it is a typing mistake). */
export const SURVEY_DATE_MIN = '1900-01-01';

/** A ticked checkbox's answer; an unticked one is '0' or nothing. */
export const SURVEY_CHECKED = '1';

const NUMBER = /^\d{1,12}(\.\d{1,2})?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The problem of one answer of a question of `type`, or null. `value` is what the player gave: a
 * choice's option value, the typed text, a `YYYY-MM-DD` day, a checkbox's '1' or '0'. A date may
 * not be after `today` (`YYYY-MM-DD`, UTC). Whether a choice is one of the question's options is the
 * caller's to check: it holds the options.
 */
export function surveyAnswerProblem(type: string, required: boolean, value: string, today: string): SurveyAnswerProblem | null {
  const given = value.trim();
  if (type === 'checkbox') {
    if (given !== '' && given !== '0' && given !== SURVEY_CHECKED) return 'checkbox';
    return required && given !== SURVEY_CHECKED ? 'required' : null;
  }
  if (given === '') return required ? 'required' : null;
  switch (type) {
    case 'number':
      return NUMBER.test(given) ? null : 'number';
    case 'date':
      if (!isCalendarDay(given) || given < SURVEY_DATE_MIN) return 'date';
      return given > today ? 'futureDate' : null;
    case 'text':
      return given.length > SURVEY_TEXT_MAX ? 'tooLong' : null;
    case 'textarea':
      return given.length > SURVEY_TEXTAREA_MAX ? 'tooLong' : null;
    case 'select':
    case 'radio':
      return null;
    default:
      return 'type';
  }
}
