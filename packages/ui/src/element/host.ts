import { createContext, useContext, useLayoutEffect } from 'react';
import { addElementStyles } from '../styles/adopt';

export const HostContext = createContext<HTMLElement | null>(null);

/**
 * The custom element this component renders in: the target for `emit()` and `navigate()`.
 * Throws outside an element (a story renders components inside `<HostProvider>` instead).
 */
export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('[casino-sdk] useHost() is only available inside an element made by defineElement() or a HostProvider.');
  return host;
}

export const HostProvider = HostContext.Provider;

/**
 * Adds the CSS a part of an element brings with its own code (a lazily loaded view, a field kind
 * few forms use) to the element's styles, before the first paint. Outside an element (a story of
 * the bare component, which has every component's styles) there is nothing to add to.
 */
export function useElementStyles(...cssTexts: string[]): void {
  const host = useContext(HostContext);
  useLayoutEffect(() => {
    if (host) addElementStyles(host, cssTexts);
    // The texts are module constants: the host is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
}
