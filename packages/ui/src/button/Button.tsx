import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Spinner } from '../loading/Spinner';

/** `cta` is the money call to action (Deposit): one per view at most. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'cta';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** Stretch to the container's width. */
  block?: boolean;
  /**
   * Shows a spinner and ignores clicks. The button stays focusable (aria-disabled, not disabled),
   * so a keyboard user who just pressed it does not lose their place.
   */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  block = false,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const classes = ['casino-button', `casino-button--${variant}`];
  if (size === 'small') classes.push('casino-button--small');
  if (block) classes.push('casino-button--block');
  if (className) classes.push(className);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also stops a second form submit while the first is pending.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner className="casino-button__spinner" size="small" /> : null}
      {children}
    </button>
  );
}
