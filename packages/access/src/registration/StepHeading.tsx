import type { HeadingTag } from '@casino-sdk/ui';
import { useEffect, useRef, type ReactNode } from 'react';

export interface StepHeadingProps {
  children: ReactNode;
  /** One level below the element's title. */
  tag: HeadingTag;
  /** The player moved to this step (not the page's first step): the heading takes the keyboard. */
  takeFocus: boolean;
}

/**
 * A step's heading. A new step replaces the form the keyboard was in, so the heading takes the
 * focus: screen readers announce where the player is, and Tab goes on from there.
 */
export function StepHeading({ children, tag: Tag, takeFocus }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <Tag className="casino-registration__step-title" id="casino-registration-step-title" tabIndex={-1} ref={heading}>
      {children}
    </Tag>
  );
}
