import { lazy, Suspense } from "react";
import { Route } from "react-router";
import { PreparingFeature } from "@/components/preparing-feature";
import { PageErrorBoundary } from "@/components/page-error-boundary";

const ChangePasswordPage = lazy(() => import("@/pages/account/change-password"));

/**
 * Private routes of the session rules, mounted by App.tsx inside the private
 * layout (the shell): /change-password is open to every signed-in user and
 * is where an expired password keeps them.
 */
export function sessionRoutes() {
  return [
    <Route
      key="change-password"
      path="/change-password"
      element={
        <PageErrorBoundary>
          <Suspense fallback={<PreparingFeature />}>
            <ChangePasswordPage />
          </Suspense>
        </PageErrorBoundary>
      }
    />,
  ];
}
