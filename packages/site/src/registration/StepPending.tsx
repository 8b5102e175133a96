import { Spinner } from '@casino-sdk/ui/loading';

/** A step whose code is still loading: its space is held so the form does not jump when it comes. */
export function StepPending({ label }: { label: string }) {
  return (
    <div className="casino-registration__pending" part="step-pending">
      <Spinner size="large" label={label} />
    </div>
  );
}
