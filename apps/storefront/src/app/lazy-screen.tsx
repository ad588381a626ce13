import { type ComponentType, lazy } from 'react';

/** A route's screen whose code is its own chunk, fetched the first time it is shown or preloaded. */
export interface LazyScreen {
  /** Renders the screen; suspends (to the nearest Suspense) until its code is here. */
  readonly Component: ComponentType;
  /** Starts fetching the code now, e.g. at boot for the page being opened. */
  readonly preload: () => Promise<ComponentType>;
}

/** React.lazy over a load that can also be started early, sharing one download. */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      // A failed download is not kept: the next preload asks again.
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const Component = lazy(() => preload().then((component) => ({ default: component })));
  return { Component, preload };
}
