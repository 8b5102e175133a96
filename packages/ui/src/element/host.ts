import { createContext, useContext } from 'react';

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
