import { useEffect, useReducer } from 'react';

/**
 * A module fetched only when it is wanted (a dynamic `import()`), remembered once it has arrived so
 * every later render has it at once. Start it early on a sign of intent (focus, hover, a first
 * touch) so it is there by the time it is shown: nothing waits on it then.
 */
export interface OnDemand<Module> {
  /** Starts the fetch (once); resolves with the module. */
  load: () => Promise<Module>;
  /** The module if it has arrived. */
  loaded: () => Module | undefined;
}

export function onDemand<Module>(importModule: () => Promise<Module>): OnDemand<Module> {
  let module: Module | undefined;
  let pending: Promise<Module> | undefined;
  const load = () =>
    (pending ??= importModule().then(
      (arrived) => (module = arrived),
      (error: unknown) => {
        // A failed fetch (offline a moment) may be retried by the next sign of intent.
        pending = undefined;
        throw error;
      },
    ));
  return { load, loaded: () => module };
}

/**
 * The module once it has arrived (undefined before). While `wanted` it is fetched, and the
 * component renders again when it arrives; a module already fetched is returned at once.
 */
export function useOnDemand<Module>(source: OnDemand<Module>, wanted: boolean): Module | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const module = source.loaded();
  useEffect(() => {
    if (!wanted || module !== undefined) return;
    let current = true;
    source.load().then(
      () => current && arrived(),
      // Nothing to show without it; the next time it is wanted it is asked for again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [source, wanted, module]);
  return module;
}

// Not focus moving: the page moves it too (the welcome tour's dialog takes it as it opens), and
// fetching then cost the opening 125 ms on a phone; a person moving focus presses a key first.
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Fetches the modules on the first sign that someone is using the page (a pointer over it, a
 * touch, a key), not with the page itself: what only an action can open is then there before
 * the action, without weighing on the first load.
 */
export function useLoadOnFirstIntent(...sources: readonly OnDemand<unknown>[]): void {
  useEffect(() => {
    const loadAll = () => {
      stop();
      for (const source of sources) source.load().catch(() => undefined);
    };
    const stop = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, loadAll, true);
    };
    for (const type of INTENT_EVENTS) {
      document.addEventListener(type, loadAll, { capture: true, passive: true });
    }
    return stop;
    // The sources are module-level constants: one set of listeners per mount.
  }, []);
}
