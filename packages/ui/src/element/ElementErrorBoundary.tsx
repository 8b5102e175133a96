import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RetryPanel, useFallbackT } from '../retry/RetryPanel';

interface State {
  error: unknown;
  /** Bumped by Retry: a fresh key remounts the subtree with clean state. */
  attempt: number;
}

/**
 * One per element (house rule 4, docs/architecture.md): a failing widget shows a small retry panel instead of
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
    if (this.state.error) return <BoundaryPanel onRetry={this.retry} />;
    return <ErrorBoundaryAttempt key={this.state.attempt}>{this.props.children}</ErrorBoundaryAttempt>;
  }
}

function BoundaryPanel({ onRetry }: { onRetry: () => void }) {
  const t = useFallbackT();
  return <RetryPanel message={t('element.failed')} size="small" onRetry={onRetry} />;
}

function ErrorBoundaryAttempt({ children }: { children: ReactNode }) {
  return children;
}
