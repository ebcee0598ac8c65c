import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from "react";
import { trackWork } from "./pending-work";

type Module<T> = { default: T };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts the download now (idempotent; a failed load may be retried). */
  preload: () => Promise<Module<T>>;
  /** The module when it has arrived. */
  loaded: () => Module<T> | undefined;
};

/** A thenable that calls back synchronously: React.lazy then resolves without suspending. */
export const settled = <T>(value: T): Promise<T> =>
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * React.lazy whose chunk can be fetched ahead of the render that needs it. Once it is here the
 * component renders at once: no Suspense fallback, so none of React's 300 ms fallback throttling
 * either, which otherwise adds up along a chain of nested lazy boundaries (app → console → shell →
 * page) on a cold load.
 */
export function lazyWithPreload<T extends AnyComponent>(
  factory: () => Promise<Module<T>>,
): PreloadableComponent<T> {
  let loaded: Module<T> | undefined;
  let pending: Promise<Module<T>> | undefined;
  const preload = () => {
    if (loaded) return Promise.resolve(loaded);
    // The page waits for these chunks: work that must come after it waits for them too.
    pending ??= trackWork(factory()).then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const component = lazy(() => (loaded ? settled(loaded) : preload()));
  return Object.assign(component, { preload, loaded: () => loaded });
}

/**
 * The component once its chunk is here, else undefined (render a loader meanwhile): a plain state
 * update instead of Suspense, so what follows is not held back by React's 300 ms throttle of content
 * that replaces a Suspense fallback. A failed download is thrown to the nearest error boundary.
 */
export function usePreloaded<T extends AnyComponent>(component: PreloadableComponent<T>) {
  const [module, setModule] = useState(component.loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (module) return;
    let live = true;
    component.preload().then(
      (arrived) => live && setModule(arrived),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [component, module]);
  if (failure) throw failure.error;
  return module?.default;
}
