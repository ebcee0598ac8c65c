import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { AppProviders } from "@/components/app-providers";
import { FullPageLoader } from "@/components/full-page-loader";
import { AppErrorBoundary } from "@/components/page-error-boundary";
import { publicRoutes } from "@/pages/public/routes";
// Refine, the providers' data layer, the shell and every area load only past the public pages:
// while they download, the loader rotates its messages (spec 2.1).
import { Console } from "./critical-path";
import { usePreloaded } from "./lib/lazy-with-preload";

function ConsoleWhenLoaded() {
  const Loaded = usePreloaded(Console);
  return Loaded ? <Loaded /> : <FullPageLoader />;
}

export function App() {
  return (
    <AppProviders>
      <AppErrorBoundary>
        <Routes>
          {publicRoutes()}
          <Route
            path="*"
            element={
              <Suspense fallback={<FullPageLoader />}>
                <ConsoleWhenLoaded />
              </Suspense>
            }
          />
        </Routes>
      </AppErrorBoundary>
    </AppProviders>
  );
}
