import type { LazyPage } from "./resource";

export type PageModule = Awaited<ReturnType<LazyPage>>;

const loadedPages = new WeakMap<LazyPage, PageModule>();

/**
 * Downloads a page's code ahead of time (current route at start-up, sidebar hover, idle). Once it is
 * here the page renders at once: no "Preparing the feature..." flash.
 */
export function preloadPage(page: LazyPage): Promise<PageModule> {
  return page().then((module) => {
    loadedPages.set(page, module);
    return module;
  });
}

/** The page's module when it has already arrived. */
export const loadedPage = (page: LazyPage): PageModule | undefined => loadedPages.get(page);
