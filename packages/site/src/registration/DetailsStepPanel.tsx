import { useRuntime, useT } from '@casino-sdk/ui';
import { useMemo } from 'react';
import { createDetailsModel, DetailsStep, type DetailsHandoff } from './details';
import { StepHeading } from './StepHeading';

export interface DetailsStepPanelProps {
  /** Who is registering, the registration token step 2 saves with, and what steps 0 and 1 knew. */
  details: DetailsHandoff;
  moved: boolean;
  /** Step 2 saved; its own panel then offers the deposit limit and goes to the login. */
  onSaved: () => void;
}

/** Step 2 (personal details, `./details`) inside the element's outline. */
export function DetailsStepPanel({ details, moved, onSaved }: DetailsStepPanelProps) {
  const t = useT();
  const runtime = useRuntime();
  // One details model per registration: the handoff changes only with a new player.
  const model = useMemo(() => createDetailsModel(runtime, details), [runtime, details.userId, details.registrationToken]); // eslint-disable-line react-hooks/exhaustive-deps
  return <DetailsStep model={model} onSaved={onSaved} heading={<StepHeading takeFocus={moved}>{t('registration.step.details')}</StepHeading>} />;
}
