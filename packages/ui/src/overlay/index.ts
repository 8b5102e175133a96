// The one overlay module: modal dialogs and drawers, light-dismiss panels, focus and scroll lock.
export { deepActiveElement, holdsFocus, restoreFocus, tabbableIn, wrapTab } from './focus';
export { lockPageScroll, SCROLL_LOCKED_CLASS, scrollLockCss } from './scroll-lock';
export { useModalDialog, type ModalDialogOptions, type ModalDialogProps } from './use-modal-dialog';
export { useLightDismiss, type LightDismissOptions } from './use-light-dismiss';
