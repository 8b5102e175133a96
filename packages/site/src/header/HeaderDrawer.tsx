import { useT } from '@casino-sdk/ui';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './icons';
import { lockPageScroll } from './page-scroll-lock';

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

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]'));
}

/** The focused element inside the drawer's root (the header's shadow root), not the retargeted host. */
function activeIn(dialog: HTMLElement): Element | null {
  return (dialog.getRootNode() as Document | ShadowRoot).activeElement;
}

/**
 * A side drawer of the mobile header on the native `<dialog>`: showModal() puts it in the top layer
 * (above any stacking context of the host page) and makes the page behind it inert. On top of that:
 * focus moves in and Tab cycles inside, Escape / the close button / a click on the backdrop close it,
 * focus goes back to the opener, and the page behind does not scroll while it is open.
 */
export function HeaderDrawer({ id, open, side, part, title, onClose, opener, children }: HeaderDrawerProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const shown = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        if (typeof dialog.showModal === 'function' && dialog.isConnected) dialog.showModal();
        else dialog.setAttribute('open', '');
      }
      shown.current = true;
      focusables(dialog)[0]?.focus();
      return;
    }
    if (dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (shown.current) {
      shown.current = false;
      // Back to the opener, unless something outside the drawer took focus meanwhile (the other drawer).
      const active = activeIn(dialog);
      if (!active || active === dialog || dialog.contains(active)) opener.current?.focus();
    }
  }, [open, opener]);

  useEffect(() => {
    if (!open || !ref.current) return;
    return lockPageScroll(ref.current.ownerDocument);
  }, [open]);

  // The latest onClose for the listeners below, which are added once.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // Native listeners: a <dialog> is not an interactive element for JSX handlers, and these only
  // refine what the browser's modal dialog already does (keyboard containment, light dismiss).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Handled here rather than by the browser's `cancel`, which a second Escape may skip.
        event.preventDefault();
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = activeIn(dialog);
      const inside = !!active && dialog.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    // The panel fills the whole <dialog>, so a click whose target is the dialog itself hit its ::backdrop.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) close.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      className={`casino-header__drawer casino-header__drawer--${side}`}
      part={part}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The browser closed it on its own: tell the model.
        if (open) onClose();
      }}
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
