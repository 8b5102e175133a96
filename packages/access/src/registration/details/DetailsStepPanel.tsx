import { useElementStyles, useModel, useRuntime, useT, type HeadingTag } from '@casino-sdk/ui';
import { Suspense, type ReactNode } from 'react';
import { StepPending } from '../StepPending';
import { createDetailsModel, DetailsStep, detailsCss, type DetailsHandoff } from '.';

export interface DetailsStepPanelProps {
  /** Who is registering, the registration token step 2 saves with, and what steps 0 and 1 knew. */
  details: DetailsHandoff;
  /** The step's heading (`StepHeading`, from the element's entry). */
  heading: ReactNode;
  /** The saved panel's heading, at the step headings' level. */
  doneHeading: HeadingTag;
  /** Step 2 saved; its own panel then offers the deposit limit and goes to the login. */
  onSaved: () => void;
}

/** Step 2 (personal details, `./details`) inside the element's outline. */
export function DetailsStepPanel({ details, heading, doneHeading, onSaved }: DetailsStepPanelProps) {
  // Step 2's CSS travels with its code.
  useElementStyles(detailsCss);
  const runtime = useRuntime();
  const t = useT();
  // One model per registration. Step 2's field chunks may still be loading: the boundary is below
  // the model, so the first render's model is the one kept (a second would ask a second captcha).
  // The registration is who and which token; a new handoff object for the same one keeps the model.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const model = useModel(() => createDetailsModel(runtime, details), [runtime, details.userId, details.registrationToken]);
  return (
    <Suspense fallback={<StepPending step="details" label={t('registration.detailsLoading')} />}>
      <DetailsStep model={model} onSaved={onSaved} heading={heading} doneHeading={doneHeading} />
    </Suspense>
  );
}
