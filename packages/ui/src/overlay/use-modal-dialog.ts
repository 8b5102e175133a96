import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';
import { deepActiveElement, restoreFocus, tabbableIn, wrapTab } from './focus';
import { lockPageScroll } from './scroll-lock';

export interface ModalDialogOptions {
  open: boolean;
  /** Called for Escape, a click on the backdrop (with `backdropCloses`) and a close the browser made. */
  onClose: () => void;
  /**
   * False for a question the player must answer: Escape does nothing and a close the browser
   * forces anyway (Chromium skips `cancel` on a second Escape) is undone. Default true.
   */
  dismissable?: boolean;
  /** A click on the `::backdrop` closes it: for a drawer whose panel fills the whole `<dialog>`. */
  backdropCloses?: boolean;
  /**
   * Where focus goes back when it closes. Default: whatever had focus when it opened (looking
   * through shadow roots); if that has left the page, the page's `<main>`.
   */
  opener?: RefObject<HTMLElement | null>;
}

/** The props the `<dialog>` element needs besides its ref. */
export interface ModalDialogProps {
  closedby?: 'none';
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose: () => void;
}

/**
 * The one modal of the SDK, on the native `<dialog>`: showModal() puts it in the top layer (above
 * any stacking context of the host page) and makes everything else inert. On top of that: focus
 * moves in, Tab wraps inside it (tabbable, also through shadow roots), Escape closes it unless it
 * is not dismissable, the page behind does not scroll, and focus goes back to the opener when it
 * closes or is unmounted. The caller's `open` stays the source of truth.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, options: ModalDialogOptions): ModalDialogProps {
  const { open, dismissable = true, backdropCloses = false } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const openedFrom = useRef<HTMLElement | null>(null);
  const shown = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const doc = dialog.ownerDocument;
    if (open) {
      if (!dialog.open) {
        openedFrom.current = deepActiveElement(doc);
        if (typeof dialog.showModal === 'function' && dialog.isConnected) dialog.showModal();
        else dialog.setAttribute('open', '');
      }
      shown.current = true;
      const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
      if (!active || !dialog.contains(active)) tabbableIn(dialog)[0]?.focus();
      return;
    }
    if (dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (shown.current) {
      shown.current = false;
      giveFocusBack(dialog, latest.current.opener?.current ?? openedFrom.current);
      openedFrom.current = null;
    }
  }, [open, ref]);

  useEffect(() => {
    if (!open || !ref.current) return;
    return lockPageScroll(ref.current.ownerDocument);
  }, [open, ref]);

  // Unmounted while open: hand focus back all the same.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog && shown.current) giveFocusBack(dialog, latest.current.opener?.current ?? openedFrom.current);
    };
  }, [ref]);

  // Native listeners: a <dialog> is not an interactive element for JSX handlers.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Handled here rather than by the browser's `cancel`, which a second Escape may skip.
        event.preventDefault();
        event.stopPropagation();
        if (latest.current.dismissable !== false) latest.current.onClose();
        return;
      }
      wrapTab(dialog, event);
    };
    const onClick = (event: MouseEvent) => {
      // A click whose target is the dialog itself hit its ::backdrop when the panel fills it.
      if (backdropCloses && event.target === dialog) latest.current.onClose();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [ref, backdropCloses]);

  return {
    closedby: dismissable ? undefined : 'none',
    onCancel: (event) => {
      event.preventDefault();
      if (latest.current.dismissable !== false) latest.current.onClose();
    },
    onClose: () => {
      // The browser closed it on its own.
      if (!latest.current.open) return;
      if (latest.current.dismissable !== false) {
        latest.current.onClose();
        return;
      }
      const dialog = ref.current;
      if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    },
  };
}

/** Back to the opener, unless something outside the dialog took focus meanwhile (another overlay). */
function giveFocusBack(dialog: HTMLElement, opener: HTMLElement | null) {
  const doc = dialog.ownerDocument;
  const active = deepActiveElement(doc);
  if (!active || dialog.contains(active) || !active.isConnected || active === opener) restoreFocus(doc, opener);
}
