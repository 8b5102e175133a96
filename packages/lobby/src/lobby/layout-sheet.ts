import { canAdoptStyles } from '@casino-sdk/ui';
import { useEffect, useMemo } from 'react';

/**
 * The grid's measured layout (columns, the room above and below the rendered rows) as one
 * constructed stylesheet of this element's shadow root: the virtual rows stay in normal flow
 * between two paddings, and no `style` attribute is ever written (strict CSP, house rule 6).
 */
export function useLayoutSheet(host: HTMLElement, css: string): void {
  const root = host.shadowRoot;
  const sheet = useMemo(() => {
    const doc = host.ownerDocument;
    return root && canAdoptStyles(doc) ? new doc.defaultView!.CSSStyleSheet() : null;
  }, [host, root]);

  useEffect(() => {
    if (!sheet || !root) return;
    sheet.replaceSync(css);
    // The element's own sheets may be adopted again after this one: keep it in the list.
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [sheet, root, css]);

  useEffect(
    () => () => {
      if (sheet && root) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((item) => item !== sheet);
    },
    [sheet, root],
  );
}
