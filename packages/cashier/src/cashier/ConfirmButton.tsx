import { Button } from '@casino-sdk/ui/button';
import { useState, type ReactNode } from 'react';

export interface ConfirmButtonProps {
  /** The button's text (and any screen-reader-only detail). */
  children: ReactNode;
  question: string;
  yes: string;
  no: string;
  busy?: boolean;
  onConfirm: () => void;
  /** `part` of the button; the answers are `{part}-confirm` and `{part}-keep`. */
  part: string;
}

/**
 * An action the spec asks to confirm first (cancel a withdrawal, delete a request): the button
 * gives way, in place, to the question and its two answers. No dialog: the question stays beside
 * what it is about, and the keyboard stays where it was.
 */
export function ConfirmButton({ children, question, yes, no, busy, onConfirm, part }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button size="small" variant="secondary" part={part} onClick={() => setAsking(true)}>
        {children}
      </Button>
    );
  }
  return (
    <div className="casino-cashier__confirm" role="group" aria-label={question}>
      <p className="casino-cashier__hint">{question}</p>
      <div className="casino-cashier__actions">
        <Button size="small" part={`${part}-confirm`} loading={busy} onClick={onConfirm}>
          {yes}
        </Button>
        <Button size="small" variant="secondary" part={`${part}-keep`} onClick={() => setAsking(false)}>
          {no}
        </Button>
      </div>
    </div>
  );
}
