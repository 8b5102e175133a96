import { useEffect, useMemo, type DependencyList } from 'react';

/**
 * What a view's model may do with its view's lifetime: `start` when the view is on the page (listen,
 * poll, load; it may return its stop), `dispose` when the view leaves or the model is replaced
 * (effects, timers, calls in flight).
 */
export interface ViewModelLifecycle {
  start?(): (() => void) | void;
  dispose?(): void;
}

/**
 * A view's model: made by `create` on the first render and again when a dependency changes,
 * started once the view is mounted, and stopped and disposed when it unmounts or is replaced. The
 * one lifecycle of every element's model (decision 0045): signals' own `useModel` takes no
 * dependencies, and an element's attributes change its props without a remount.
 *
 * A model is made during render, so a view that may suspend on its first render keeps a Suspense
 * boundary of its own below the model (registration's step 2), or the model is made twice. An
 * element's first render is a transition (defineElement), which React may also throw away and
 * render again: `create` asks the platform nothing (calls start in `start`), or they go twice.
 */
export function useModel<M extends object>(create: () => M, deps: DependencyList): M {
  // The dependencies are the caller's: `create` closes over them.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- a hook that forwards its caller's dependencies
  const model = useMemo(create, deps);
  useEffect(() => {
    const lifecycle = model as ViewModelLifecycle;
    const stop = lifecycle.start?.();
    return () => {
      stop?.();
      lifecycle.dispose?.();
    };
  }, [model]);
  return model;
}
