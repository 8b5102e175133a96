export type SkeletonShape = 'text' | 'short' | 'medium' | 'long' | 'button' | 'circle';

export interface SkeletonProps {
  /** Sizes are classes, never inline styles (strict CSP). */
  shape?: SkeletonShape;
  className?: string;
}

/**
 * A grey placeholder. Always hidden from assistive technology: the region that holds skeletons
 * says "loading" once (aria-busy plus a visually hidden text), not once per bar.
 */
export function Skeleton({ shape = 'text', className }: SkeletonProps) {
  const classes = ['casino-skeleton', `casino-skeleton--${shape}`];
  if (className) classes.push(className);
  return <span className={classes.join(' ')} aria-hidden="true" />;
}
