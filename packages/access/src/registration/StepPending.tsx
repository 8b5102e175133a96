/**
 * A step whose code is still loading: its space (about the step's height on a wide screen,
 * `registration.styles.ts`) is held so the card does not jump when it comes.
 * No spinner: the chunk is small and starts loading with the element (or with the account call),
 * so a spinner would mostly flash; the busy region still tells assistive technology what comes.
 */
export function StepPending({ step, label }: { step: 'restore' | 'codes' | 'details'; label: string }) {
  return (
    <div className={`casino-registration__pending casino-registration__pending--${step}`} part="step-pending" role="status" aria-busy="true">
      <span className="casino-visually-hidden">{label}</span>
    </div>
  );
}
