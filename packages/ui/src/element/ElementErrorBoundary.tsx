import { Component, type ErrorInfo, type ReactNode } from 'react';
import { englishTexts, getRuntime } from '@casino-sdk/core/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../button/Button';

/** Like useT, but the panel must show even when the runtime itself is what failed. */
function useFallbackT(): (key: string) => string {
  useSignals();
  try {
    const runtime = getRuntime();
    void runtime.store.translationsVersion.value;
    return (key) => runtime.i18n.t(key);
  } catch {
    return (key) => englishTexts[key] ?? key;
  }
}

function RetryPanel({ onRetry }: { onRetry: () => void }) {
  const t = useFallbackT();
  return (
    <div className="casino-retry" role="alert">
      <span>{t('element.failed')}</span>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('element.retry')}
      </Button>
    </div>
  );
}

interface State {
  error: unknown;
  /** Bumped by Retry: a fresh key remounts the subtree with clean state. */
  attempt: number;
}

/**
 * One per element (DESIGN rule 4): a failing widget shows a small retry panel instead of
 * blanking, and never takes the rest of the page with it.
 */
export class ElementErrorBoundary extends Component<{ tag: string; children: ReactNode }, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[casino-sdk] <${this.props.tag}> failed to render.`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.error) return <RetryPanel onRetry={this.retry} />;
    return <ErrorBoundaryAttempt key={this.state.attempt}>{this.props.children}</ErrorBoundaryAttempt>;
  }
}

function ErrorBoundaryAttempt({ children }: { children: ReactNode }) {
  return children;
}
