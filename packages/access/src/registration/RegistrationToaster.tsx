import { useElementStyles } from '@casino-sdk/ui';
import { Toaster, toastCss } from '@casino-sdk/ui/toast';

/**
 * The registration's toasts (step 1's codes) with their CSS: loaded when a step after the first
 * shows, so the first screen does not carry them. It is mounted before any toast can come (every
 * toast answers something the player did on step 1), so its live region exists when one does.
 */
export function RegistrationToaster() {
  useElementStyles(toastCss);
  return <Toaster />;
}
