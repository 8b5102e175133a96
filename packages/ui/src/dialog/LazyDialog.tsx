import { Suspense, useState } from 'react';
import { lazyNamed } from '../element/lazy-named';
import type { DialogProps } from './Dialog';

const Dialog = lazyNamed(() => import('./Dialog'), 'Dialog');

/**
 * A `Dialog` whose code (with the overlay module and tabbable, about 4.5 KB gzip) loads the first
 * time it opens: for a dialog most visits never see (a blocked account, leaving admin mode), so the
 * element's entry does not carry it. Once opened it stays mounted, so it closes as a Dialog does.
 */
export function LazyDialog(props: DialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

// What an element that shows a LazyDialog adopts at its definition, without the dialog's code.
export { dialogCss } from './dialog.styles';
