import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { AppProviders } from "@/components/app-providers";
import { FullPageLoader } from "@/components/full-page-loader";
import { publicRoutes } from "@/pages/public/routes";
// Refine, the providers' data layer, the shell and every area load only past the public pages:
// while they download, the loader rotates its messages (spec 2.1).
import { Console } from "./critical-path";

export function App() {
  return (
    <AppProviders>
      <Routes>
        {publicRoutes()}
        <Route
          path="*"
          element={
            <Suspense fallback={<FullPageLoader />}>
              <Console />
            </Suspense>
          }
        />
      </Routes>
    </AppProviders>
  );
}
