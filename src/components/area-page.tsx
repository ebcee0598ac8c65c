import { useResourceParams } from "@refinedev/core";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { useAccess } from "@/hooks/use-access";
import { loadedPage, preloadPage, type PageModule } from "@/lib/page-cache";
import { trackWork } from "@/lib/pending-work";
import type { LazyPage } from "@/lib/resource";
import { ForbiddenPage } from "@/pages/errors/forbidden";
import { PageErrorBoundary } from "./page-error-boundary";
import { PreparingFeature } from "./preparing-feature";
import { QuickLinks } from "./quick-links";

/**
 * The page's module: at once when it was prefetched, else after its download. A state update, not
 * Suspense: a page whose code arrives in 100 ms shows after 100 ms, not after React's 300 ms throttle
 * of content that replaces a Suspense fallback. A failed download goes to the page's error boundary.
 */
function usePageModule(page: LazyPage): PageModule | undefined {
  const [module, setModule] = useState(() => loadedPage(page));
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (module) return;
    let live = true;
    trackWork(preloadPage(page)).then(
      (arrived) => live && setModule(arrived),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [page, module]);
  if (failure) throw failure.error;
  return module;
}

interface AreaPageProps {
  resource: string;
  action: string;
  page: LazyPage;
}

type Phase = "idle" | "loading" | "fading";

/** Code that arrives within this time (cached, prefetched, fast network) shows no loader at all. */
const OVERLAY_DELAY_MS = 350;

/**
 * "Preparing the feature..." while a page chunk downloads, as an overlay that
 * fades out and is removed after 500 ms once the page is there (spec 9).
 */
function LazyPageFrame({ page }: { page: LazyPage }) {
  const Page = usePageModule(page)?.default;
  const waiting = !Page;
  const [phase, setPhase] = useState<Phase>("idle");
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
 * boundary that keeps the shell alive. The check is decided during this render
 * (useAccess), so an allowed page renders in the same commit as the shell.
 */
export function AreaPage({ resource, action, page }: AreaPageProps) {
  const { resource: item } = useResourceParams({ resource });
  const allowed = useAccess(resource, action, item);
  if (!allowed) return <Forbidden />;
  return (
    // Keyed: another page starts with a fresh error boundary and loader.
    <PageErrorBoundary key={`${resource}:${action}`}>
      <LazyPageFrame page={page} />
    </PageErrorBoundary>
  );
}
