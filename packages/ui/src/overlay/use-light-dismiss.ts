import { useEffect, useRef, type RefObject } from 'react';
import { holdsFocus, restoreFocus } from './focus';

export interface LightDismissOptions {
  open: boolean;
  onClose: () => void;
  /** The control that toggles it: focus goes back there when the panel closes with focus inside. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * A non-modal panel that closes on a press outside `group` (the panel and its toggle) or on
 * Escape; the page stays usable while it is open. Keyboard focus that was inside the closing panel
 * goes back to the toggle instead of falling to `<body>`.
 */
export function useLightDismiss(group: RefObject<HTMLElement | null>, options: LightDismissOptions): void {
  const { open } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const element = group.current;
    if (!open || !element) return;
    const doc = element.ownerDocument;
    const view = doc.defaultView;
    const onPointerDown = (event: PointerEvent) => {
      // composedPath() sees through shadow roots, where event.target is retargeted to the host.
      if (event.composedPath().includes(element)) return;
      const focusWasInside = holdsFocus(element);
      latest.current.onClose();
      // Unless the press gave focus to something else, put it back on the toggle.
      if (focusWasInside) {
        view?.setTimeout(() => {
          if (holdsFocus(element) || doc.activeElement === doc.body || doc.activeElement === null) {
            restoreFocus(doc, latest.current.opener.current);
          }
        });
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      latest.current.onClose();
      latest.current.opener.current?.focus();
    };
    doc.addEventListener('pointerdown', onPointerDown);
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown);
      doc.removeEventListener('keydown', onKeyDown);
    };
  }, [open, group]);
}
