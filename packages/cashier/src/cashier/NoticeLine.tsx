import { messageText } from '@casino-sdk/ui/field';
import { useT } from '@casino-sdk/ui';
import type { Notice } from './notices';

/** A cashier view's notice: a status, or an alert for an error; kept in the page while empty, so it is announced. */
export function NoticeLine({ notice, redirecting = false }: { notice: Notice | null; redirecting?: boolean }) {
  const t = useT();
  return (
    <div className="casino-cashier__notice" role={notice?.tone === 'error' ? 'alert' : 'status'} part="notice" data-tone={notice?.tone}>
      {redirecting ? t('cashier.redirecting') : notice ? messageText(t, notice.message) : null}
    </div>
  );
}
