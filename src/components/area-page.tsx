import { CanAccess } from "@refinedev/core";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { settled } from "@/lib/lazy-with-preload";
import { loadedPage, preloadPage } from "@/lib/page-cache";
import type { LazyPage } from "@/lib/resource";
import { ForbiddenPage } from "@/pages/errors/forbidden";
import { PageErrorBoundary } from "./page-error-boundary";
import { PreparingFeature } from "./preparing-feature";
import { QuickLinks } from "./quick-links";

const lazyPages = new WeakMap<LazyPage, LazyExoticComponent<ComponentType>>();

function lazyPage(page: LazyPage) {
  let component = lazyPages.get(page);
  if (!component) {
    component = lazy(() => {
      const loaded = loadedPage(page);
      // React renders a preloaded page without suspending.
      return loaded ? settled(loaded) : preloadPage(page);
    });
    lazyPages.set(page, component);
  }
  return component;
}

interface AreaPageProps {
  resource: string;
  action: string;
  page: LazyPage;
}

/** Tells the page frame that its chunk is loading (mounted) or arrived (unmounted). */
function LoadingSignal({ onChange }: { onChange: (loading: boolean) => void }) {
  useEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return <div style={{ minHeight: 320 }} />;
}

type Phase = "idle" | "loading" | "fading";

/**
 * Code that arrives within this time (cached, prefetched) shows no loader at
 * all. Above React's 300 ms Suspense reveal throttle, so a fast load never flashes it.
 */
const OVERLAY_DELAY_MS = 350;

/**
 * "Preparing the feature..." while a page chunk downloads, as an overlay that
 * fades out and is removed after 500 ms once the page is there (spec 9).
 */
function LazyPageFrame({ page }: { page: LazyPage }) {
  const Page = lazyPage(page);
  const [phase, setPhase] = useState<Phase>("idle");
  const [waiting, setWaiting] = useState(false);
  const onLoading = useCallback((loading: boolean) => {
    setWaiting(loading);
    // Only an overlay that was shown fades out; a load faster than the delay shows none.
    if (!loading) setPhase((current) => (current === "loading" ? "fading" : "idle"));
  }, []);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setPhase("loading"), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  useEffect(() => {
    if (phase !== "fading") return;
    const timer = setTimeout(() => setPhase("idle"), config.ui.loadingOverlayFadeMs);
    return () => clearTimeout(timer);
  }, [phase]);
  return (
    <div style={{ position: "relative" }}>
      <Suspense fallback={<LoadingSignal onChange={onLoading} />}>
        <Page />
      </Suspense>
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

/** The 403 page, with links to what the user may open (so a refused landing page is never a dead end). */
function Forbidden() {
  const { t } = useTranslation();
  return (
    <>
      <ForbiddenPage />
      <div style={{ maxWidth: 960, margin: "0 auto" }}>
        <QuickLinks title={t("shell.quickLinks.forbiddenTitle")} />
      </div>
    </>
  );
}

/**
 * One private page: checked by access control before anything of it loads
 * (a refused user gets the 403 page and no data request), then its chunk is
 * fetched with the "Preparing the feature..." spinner, inside an error
 * boundary that keeps the shell alive.
 */
export function AreaPage({ resource, action, page }: AreaPageProps) {
  return (
    // Keyed: another page starts with a fresh error boundary and loader.
    <CanAccess
      key={`${resource}:${action}`}
      resource={resource}
      action={action}
      fallback={<Forbidden />}
    >
      <PageErrorBoundary>
        <LazyPageFrame page={page} />
      </PageErrorBoundary>
    </CanAccess>
  );
}
