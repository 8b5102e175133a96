import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../runtime/use-runtime';
import { dismissToast, toasts, type ToastTone } from './toast-model';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import english from './texts.en.json';

// These English texts travel with this component's code, not in the shared runtime.
addEnglishTexts(english);

export interface ToastProps {
  message: string;
  tone?: ToastTone;
  onDismiss?: () => void;
  /**
   * A toast on its own is a live region (role="status"). Inside the Toaster the region is the
   * toaster itself, so the toasts are not nested live regions.
   */
  live?: boolean;
}

const icons: Record<ToastTone, string> = { info: 'i', success: '✓', error: '!' };

export function Toast({ message, tone = 'info', onDismiss, live = true }: ToastProps) {
  const t = useT();
  return (
    <div className={`casino-toast casino-toast--${tone}`} role={live ? 'status' : undefined}>
      <span className="casino-toast__icon" aria-hidden="true">
        {icons[tone]}
      </span>
      {/* The tone is said in words too, not by colour alone. */}
      <span className="casino-toast__message">
        {tone !== 'info' ? <span className="casino-visually-hidden">{t(`toast.${tone}`)}: </span> : null}
        {message}
      </span>
      {onDismiss ? (
        <button type="button" className="casino-toast__close" aria-label={t('toast.dismiss')} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * The region toasts appear in. It is always rendered, empty or not, because screen readers only
 * announce changes inside a live region that already existed.
 */
export function Toaster() {
  useSignals();
  const list = toasts.value;
  return (
    <div className="casino-toaster" role="status" aria-live="polite">
      {list.map((toast) => (
        <Toast key={toast.id} message={toast.message} tone={toast.tone} live={false} onDismiss={() => dismissToast(toast.id)} />
      ))}
    </div>
  );
}
