import { englishTexts, getRuntime } from '@casino-sdk/core/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../button/Button';

/** Like useT, but the panel must show even when the runtime itself is what failed (ElementErrorBoundary). */
export function useFallbackT(): (key: string) => string {
  useSignals();
  try {
    const runtime = getRuntime();
    void runtime.store.translationsVersion.value;
    return (key) => runtime.i18n.t(key);
  } catch {
    return (key) => englishTexts[key] ?? key;
  }
}

export interface RetryPanelProps {
  /** What failed and why, as the player reads it: "The games did not load. We could not reach the server…". */
  message: string;
  onRetry(): void;
  /** The panel's part name on its element (documented in the element's definition). */
  part?: string;
  /** The Try again button's part name, where the element documents one. */
  buttonPart?: string;
  className?: string;
  size?: 'small';
}

/**
 * The one panel for something that did not load: the reason, announced, and Try again. Every
 * element's load error and the element error boundary show this.
 */
export function RetryPanel({ message, onRetry, part, buttonPart, className, size }: RetryPanelProps) {
  const t = useFallbackT();
  return (
    <div className={className ? `casino-retry ${className}` : 'casino-retry'} part={part}>
      <p className="casino-retry__text" role="alert">
        {message}
      </p>
      <Button variant="secondary" size={size} part={buttonPart} onClick={onRetry}>
        {t('element.retry')}
      </Button>
    </div>
  );
}
