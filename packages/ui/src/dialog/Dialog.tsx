import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../overlay/use-modal-dialog';
import { useT } from '../runtime/use-runtime';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import english from './texts.en.json';

// These English texts travel with this component's code, not in the shared runtime.
addEnglishTexts(english);

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

/**
 * A modal on the native `<dialog>` through the overlay module: top layer, inert background, Tab kept
 * inside, Escape turned into onClose so the caller stays the source of truth for `open`, the page's
 * scrolling locked, and focus back on whatever opened it.
 */
export function Dialog({ open, onClose, title, children, actions, className, dismissable = true }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dialogProps = useModalDialog(ref, { open, onClose, dismissable });

  const classes = ['casino-dialog'];
  if (className) classes.push(className);

  return (
    <dialog
      ref={ref}
      className={classes.join(' ')}
      aria-labelledby={titleId}
      {...dialogProps}
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
