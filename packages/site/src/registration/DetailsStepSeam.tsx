import { useT } from '@casino-sdk/ui';
import type { DetailsHandoff } from './registration-flow';
import { StepHeading } from './StepHeading';

export interface DetailsStepSeamProps {
  /** Who is registering and the registration token step 2 saves with. */
  details: DetailsHandoff;
  moved: boolean;
  /** Step 2 saved: the flow forgets its drafts, the element goes to `/{lang}/login?success=thankyou`. */
  onSaved: (userId: number) => void;
}

/** Where step 2 (personal details, `./details`, built beside this folder) plugs in. */
export function DetailsStepSeam({ moved }: DetailsStepSeamProps) {
  const t = useT();
  return (
    <div className="casino-registration__form" part="details">
      <StepHeading takeFocus={moved}>{t('registration.step.details')}</StepHeading>
      <p className="casino-registration__intro">{t('registration.detailsPending')}</p>
    </div>
  );
}
