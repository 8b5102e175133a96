export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** When given, the spinner is an image with this accessible name; otherwise it is decoration. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'medium', label, className }: SpinnerProps) {
  const classes = ['casino-spinner'];
  if (size !== 'medium') classes.push(`casino-spinner--${size}`);
  if (className) classes.push(className);
  return label ? (
    <span className={classes.join(' ')} role="img" aria-label={label} />
  ) : (
    <span className={classes.join(' ')} aria-hidden="true" />
  );
}
