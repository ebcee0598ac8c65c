import { Suspense, useEffect, useReducer, useState } from "react";
import { matchRoutes, Route } from "react-router";
import type { PageAccessRule } from "@/components/page-access";
import { PageErrorBoundary } from "@/components/page-error-boundary";
import { PreparingFeature } from "@/components/preparing-feature";
import { config } from "@/config";
import { trackWork } from "./pending-work";
import type { LazyPage } from "./resource";

/** Code that downloads on first use (the console, the shell, a page) and can be asked for earlier. */
export interface Chunk<M> {
  /** Downloads it now, as work the current page waits for (idempotent; a failure may be retried). */
  preload: () => Promise<M>;
  /** Downloads it ahead of need (sidebar hover, idle time): nothing waits for it; never rejects. */
  prefetch: () => Promise<unknown>;
  /** The module once it has arrived, synchronously. */
  loaded: () => M | undefined;
}

export function lazyChunk<M>(factory: () => Promise<M>): Chunk<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const load = () =>
    (pending ??= factory().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    // Work that must come after the page (the sidebar badges) waits for the chunks it needs too.
    preload: () => (loaded ? Promise.resolve(loaded) : trackWork(load())),
    prefetch: () => load().catch(() => undefined),
    loaded: () => loaded,
  };
}

/**
 * The chunk's module once it has arrived, else undefined (render a loader meanwhile). A state update,
 * not React.lazy + Suspense: content that replaces a committed Suspense fallback is held back by
 * React's 300 ms reveal throttle, which along the chain app → console → shell → page added up to most
 * of a second on a cold load; here a chunk that arrives in 100 ms shows after 100 ms, and one that was
 * preloaded shows in the first render. A failed download is thrown to the nearest error boundary.
 */
export function useChunk<M>(chunk: Chunk<M> | undefined): M | undefined {
  const [failure, setFailure] = useState<{ chunk: Chunk<M>; error: unknown }>();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const module = chunk?.loaded();
  useEffect(() => {
    if (!chunk || module) return;
    let live = true;
    chunk.preload().then(
      () => live && arrived(),
      (error: unknown) => live && setFailure({ chunk, error }),
    );
    return () => {
      live = false;
    };
  }, [chunk, module]);
  if (failure && failure.chunk === chunk) throw failure.error;
  return module;
}

const pageChunks = new WeakMap<LazyPage, Chunk<Awaited<ReturnType<LazyPage>>>>();

/** An area page's chunk: one per page function, so that a prefetched page renders at once. */
export function pageChunk(page: LazyPage) {
  let chunk = pageChunks.get(page);
  if (!chunk) pageChunks.set(page, (chunk = lazyChunk(page)));
  return chunk;
}

/** A private route: its page, and the permission it needs (none: every signed-in user). */
export interface PrivateRoute {
  path: string;
  page: LazyPage;
  access?: PageAccessRule;
}

// Refine, the permission table and the 403 page only ever render inside the shell: not in the entry.
const accessCheck = lazyChunk(() => import("@/components/page-access"));

/** A cold load of a private URL downloads the frame's access check alongside the console and shell. */
export const preloadPageFrame = () => accessCheck.preload();

/** Code that arrives within this time (cached, prefetched, fast network) shows no loader at all. */
const OVERLAY_DELAY_MS = 350;

/**
 * The page once its code is here (none yet: the frame's own code is still on its way). "Preparing the
 * feature..." meanwhile, as an overlay that fades out and is removed after 500 ms (spec 9).
 */
function PageBody({ page }: { page?: LazyPage }) {
  const Page = useChunk(page && pageChunk(page))?.default;
  const waiting = !Page;
  const [phase, setPhase] = useState<"idle" | "loading" | "fading">("idle");
  useEffect(() => {
    if (!waiting) {
      // Only an overlay that was shown fades out; a load faster than the delay shows none.
      setPhase((current) => (current === "loading" ? "fading" : "idle"));
      return;
    }
    const timer = setTimeout(() => setPhase("loading"), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  useEffect(() => {
    if (phase !== "fading") return;
    const timer = setTimeout(() => setPhase("idle"), config.ui.loadingOverlayFadeMs);
    return () => clearTimeout(timer);
  }, [phase]);
  const placeholder = <div style={{ minHeight: 320 }} />;
  return (
    <div style={{ position: "relative" }}>
      {/* Anything the page itself suspends on (texts, data) keeps the frame's height meanwhile. */}
      <Suspense fallback={placeholder}>{Page ? <Page /> : placeholder}</Suspense>
      {phase !== "idle" && (
        <div
          data-testid="page-loading-overlay"
          data-phase={phase}
          style={{
            position: "absolute",
            inset: 0,
            minHeight: 320,
            background: "rgba(245, 245, 245, 0.9)",
            opacity: phase === "loading" ? 1 : 0,
            transition: `opacity ${config.ui.loadingOverlayFadeMs}ms ease`,
            pointerEvents: phase === "loading" ? "auto" : "none",
            zIndex: 5,
          }}
        >
          <PreparingFeature />
        </div>
      )}
    </div>
  );
}

function PageFrame({ route }: { route: PrivateRoute }) {
  const PageAccess = useChunk(accessCheck)?.PageAccess;
  if (!PageAccess) return <PageBody />;
  return (
    <PageAccess rule={route.access}>
      <PageBody page={route.page} />
    </PageAccess>
  );
}

/**
 * The frame of every private page: the access check (403 page, no page code or data for a refused
 * user), then the page's code with the loader, inside an error boundary that keeps the shell alive (a
 * failed download, of the page or of the frame: "New Update Available").
 */
export function PrivatePage({ route }: { route: PrivateRoute }) {
  return (
    // Keyed: another page starts with a fresh error boundary and loader.
    <PageErrorBoundary key={route.path}>
      <Suspense fallback={<PreparingFeature />}>
        <PageFrame route={route} />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** The routes' <Route>s, each page in the frame. */
export const privateRoutes = (routes: PrivateRoute[]) =>
  routes.map((route) => (
    <Route key={route.path} path={route.path} element={<PrivatePage route={route} />} />
  ));

/** The page of the route at `pathname` (best match, as the router ranks them), if any. */
export const routePage = (routes: PrivateRoute[], pathname: string): LazyPage | undefined =>
  matchRoutes(routes, pathname)?.at(-1)?.route.page;

/**
 * A cold load of a private URL: starts the current route's page chunk. Settles when it is here, or
 * failed (the frame shows that), or at once when no page matches.
 */
export function preloadRoutePage(routes: PrivateRoute[], pathname: string): Promise<unknown> {
  const page = routePage(routes, pathname);
  return Promise.resolve(page && pageChunk(page).preload().then(firstViewOf)).catch(
    () => undefined,
  );
}

/** How long a cold load waits for what its page asked for as it loaded (`firstView`), at most. */
export const FIRST_VIEW_WAIT_MS = 200;

/**
 * What the page asked for as its code loaded (its `firstView`: the dashboard's figures), or the first
 * view's wait running out: a fast answer shows in the page's first render, with the shell, instead of
 * a skeleton replaced a moment later; a slow one does not hold the console back.
 */
const firstViewOf = (module: Awaited<ReturnType<LazyPage>>) =>
  module.firstView &&
  Promise.race([
    module.firstView.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS)),
  ]);
