import { useT } from '@casino-sdk/ui';
import { useModalDialog } from '@casino-sdk/ui/overlay';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './icons';

export interface HeaderDrawerProps {
  id: string;
  open: boolean;
  /** `start`: slides in from the left (in a left-to-right page); `end`: from the right. */
  side: 'start' | 'end';
  part: string;
  /** The drawer's heading, which also names the dialog. */
  title: ReactNode;
  onClose: () => void;
  /** The button that opens it: focus goes back there when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/**
 * A side drawer of the mobile header: a modal `<dialog>` of the overlay module (top layer, inert page,
 * Tab kept inside, page scrolling locked, focus back to the opener). Escape, the close button and a
 * click on the backdrop close it.
 */
export function HeaderDrawer({ id, open, side, part, title, onClose, opener, children }: HeaderDrawerProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dialogProps = useModalDialog(ref, { open, onClose, opener, backdropCloses: true });

  return (
    <dialog
      ref={ref}
      id={id}
      className={`casino-header__drawer casino-header__drawer--${side}`}
      part={part}
      aria-labelledby={titleId}
      {...dialogProps}
    >
      <div className="casino-header__drawer-panel">
        <div className="casino-header__drawer-head">
          <h2 className="casino-header__drawer-title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="casino-header__icon-button casino-header__drawer-close"
            part="drawer-close"
            aria-label={t('header.menu.close')}
            title={t('header.menu.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="casino-header__drawer-body">{children}</div>
      </div>
    </dialog>
  );
}
