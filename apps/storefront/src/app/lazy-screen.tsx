import { type ComponentType, lazy } from 'react';

/** A route's screen whose code is its own chunk, fetched the first time it is shown or preloaded. */
export interface LazyScreen {
  /** Renders the screen; suspends (to the nearest Suspense) until its code is here. */
  readonly Component: ComponentType;
  /** Starts fetching the code now, e.g. at boot for the page being opened. */
  readonly preload: () => Promise<ComponentType>;
}

/**
 * React.lazy over a load that can also be started early, sharing one download. Once the code is
 * here the screen renders at once, without suspending: a first screen preloaded before the first
 * render is drawn whole, on the server (a suspended part would come as a later chunk with an
 * inline script) and in the hydration that follows it.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let pending: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed download is not kept: the next preload asks again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component() {
    const Screen = loaded ?? Lazy;
    return <Screen />;
  }
  return { Component, preload };
}
