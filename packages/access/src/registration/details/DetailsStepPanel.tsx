import { addElementStyles, useHost, useRuntime, type HeadingTag } from '@casino-sdk/ui';
import type { Runtime } from '@casino-sdk/core';
import { useLayoutEffect, type ReactNode } from 'react';
import { createDetailsModel, DetailsStep, detailsCss, type DetailsHandoff, type DetailsModel } from '.';

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

// One details model per registration, kept outside React: a first render that suspends (step 2's
// field chunks still loading) is thrown away with its memo, and a second model would ask for a
// second captcha that replaces the picture the player may already be reading.
const kept = new WeakMap<Runtime, { key: string; model: DetailsModel }>();

function detailsModelFor(runtime: Runtime, details: DetailsHandoff): DetailsModel {
  const key = `${details.userId}:${details.registrationToken}`;
  const found = kept.get(runtime);
  if (found?.key === key) return found.model;
  const model = createDetailsModel(runtime, details);
  kept.set(runtime, { key, model });
  return model;
}

/** Step 2 (personal details, `./details`) inside the element's outline. */
export function DetailsStepPanel({ details, heading, doneHeading, onSaved }: DetailsStepPanelProps) {
  const host = useHost();
  // Step 2's CSS travels with its code.
  useLayoutEffect(() => addElementStyles(host, [detailsCss]), [host]);
  const model = detailsModelFor(useRuntime(), details);
  return <DetailsStep model={model} onSaved={onSaved} heading={heading} doneHeading={doneHeading} />;
}
