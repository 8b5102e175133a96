import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's `lazy` takes any component type; the props stay the component's own
type Component<T> = Extract<T, ComponentType<any>>;

/**
 * A component that loads as its own chunk the first time it renders, from a module's named export
 * (React's `lazy` takes a default one): `lazyNamed(() => import('./DepositView'), 'DepositView')`.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<Component<M[K]>> {
  return lazy(() => load().then((module) => ({ default: module[name] as Component<M[K]> })));
}
