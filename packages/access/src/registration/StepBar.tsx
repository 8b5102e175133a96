import { useT } from '@casino-sdk/ui';

const STEPS = ['registration.step.account', 'registration.step.codes', 'registration.step.details'] as const;

export interface StepBarProps {
  /** The step shown (0 to 2). */
  step: number;
  /** The last step was saved: every step is done, none is current. */
  completed: boolean;
}

/** The registration's progress: steps before the current one done, the current one marked for assistive technology too. */
export function StepBar({ step, completed }: StepBarProps) {
  const t = useT();
  const current = completed ? STEPS.length : step;
  const label = completed ? t('registration.progressDone') : t('registration.progress', { current: step + 1, total: STEPS.length });
  return (
    <ol className="casino-registration__steps" part="steps" aria-label={label}>
      {STEPS.map((key, index) => (
        <li key={key} className={index < current ? 'is-done' : index === current ? 'is-current' : undefined} aria-current={index === current ? 'step' : undefined}>
          <span className="casino-registration__step-number" aria-hidden="true">
            {index + 1}
          </span>
          {t(key)}
        </li>
      ))}
    </ol>
  );
}
