import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useT } from '../runtime/use-runtime';
import english from './texts.en.json';

addEnglishTexts(english);

export interface StepsProps {
  /** The flow's progress in words, e.g. "Step 2 of 3" (the list's accessible name). */
  label: string;
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The index of the step shown; `steps.length` when every step is done. */
  current: number;
  className?: string;
}

/**
 * A step indicator for a flow of several screens: an ordered list, the current step marked with
 * aria-current="step", the steps before it done. A done step shows a check mark instead of its
 * number and says "done" to assistive technology, so no state rests on colour alone.
 */
export function Steps({ label, steps, current, className }: StepsProps) {
  const t = useT();
  return (
    <ol className={['casino-steps', className].filter(Boolean).join(' ')} aria-label={label}>
      {steps.map((name, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li key={name} className={`casino-steps__step casino-steps__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="casino-steps__marker" aria-hidden="true">
              {state === 'done' ? <span className="casino-steps__check" /> : index + 1}
            </span>
            <span className="casino-steps__name">
              {state === 'done' ? <span className="casino-visually-hidden">{t('steps.done')} </span> : null}
              {name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
