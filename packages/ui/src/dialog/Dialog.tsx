import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../runtime/use-runtime';

export interface DialogProps {
  open: boolean;
  /** Called for Escape, the close button and a `<form method="dialog">` inside. */
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** Buttons at the bottom, end-aligned. */
  actions?: ReactNode;
  className?: string;
  /**
   * False for a question the player must answer (the terms dialog): no close button, Escape does
   * nothing, and a close the browser forces anyway (Chromium skips `cancel` on a second Escape)
   * is undone. Default true.
   */
  dismissable?: boolean;
}

/** The focused element, looking through open shadow roots (the opener may sit in a shadow element). */
function deepActiveElement(doc: Document): HTMLElement | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A modal on the native `<dialog>`: showModal() gives the top layer, inert background and focus
 * containment for free; Escape fires `cancel`, which we turn into onClose so the model stays the
 * source of truth for `open`. Focus goes back to whatever opened it.
 */
export function Dialog({ open, onClose, title, children, actions, className, dismissable = true }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = deepActiveElement(dialog.ownerDocument);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open) {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      // Also after the browser closed it itself (a second Escape is not cancelable in Chromium).
      opener.current?.focus();
      opener.current = null;
    }
  }, [open]);

  // Unmounted while open: hand focus back all the same.
  useEffect(
    () => () => {
      opener.current?.focus();
    },
    [],
  );

  const classes = ['casino-dialog'];
  if (className) classes.push(className);

  return (
    <dialog
      ref={ref}
      className={classes.join(' ')}
      aria-labelledby={titleId}
      closedby={dismissable ? undefined : 'none'}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissable) onClose();
      }}
      onClose={() => {
        if (!open) return;
        if (dismissable) {
          onClose();
          return;
        }
        const dialog = ref.current;
        if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
      }}
    >
      <div className="casino-dialog__header">
        <h2 className="casino-dialog__title" id={titleId}>
          {title}
        </h2>
        {dismissable ? (
          <button type="button" className="casino-dialog__close" aria-label={t('dialog.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div className="casino-dialog__body">
        {children}
        {actions ? <div className="casino-dialog__actions">{actions}</div> : null}
      </div>
    </dialog>
  );
}
