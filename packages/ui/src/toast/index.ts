export { Toast, Toaster, type ToastProps } from './Toast';
export { showToast, dismissToast, clearToasts, toasts, TOAST_DURATION_MS, type ToastMessage, type ToastTone } from './toast-model';
export { toastCss } from './toast.styles';
