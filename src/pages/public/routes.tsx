import { Flex, Spin } from "antd";
import { lazy, Suspense } from "react";
import { Navigate, Outlet, Route } from "react-router";
import { getSession } from "@providers/auth/session";
import { landingPath } from "@/session/landing";
import { AuthLayout } from "./auth-layout";
import { LoginPage } from "./login/login-page";
import { sessionPaths } from "@providers/auth/paths";

// The login page is the only public page in the entry chunk; the others load on demand.
const ForgotPasswordPage = lazy(() => import("./password/forgot-password"));
const ResetPasswordPage = lazy(() => import("./password/reset-password"));
const SearchRegionPage = lazy(() => import("./search-region/search-region-page"));

/** A signed-in user on a public route other than the login page goes to the dashboard (spec 2.1). */
function RedirectIfSignedIn() {
  return getSession() ? <Navigate to={landingPath()} replace /> : <Outlet />;
}

/** The public routes of spec 2.1, mounted by App.tsx outside the private layout. */
export function publicRoutes() {
  return [
    <Route key="auth" element={<AuthLayout />}>
      <Route index element={<LoginPage />} />
      <Route path={sessionPaths.login} element={<LoginPage />} />
      <Route element={<RedirectIfSignedIn />}>
        <Route path={sessionPaths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={sessionPaths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={sessionPaths.resetPasswordLink} element={<ResetPasswordPage />} />
      </Route>
    </Route>,
    // No guard at all: the address search serves signed-in and signed-out users alike.
    <Route
      key="search-region"
      path={sessionPaths.searchRegion}
      element={
        <Suspense
          fallback={
            <Flex align="center" justify="center" style={{ minHeight: "100vh" }}>
              <Spin size="large" />
            </Flex>
          }
        >
          <SearchRegionPage />
        </Suspense>
      }
    />,
  ];
}
