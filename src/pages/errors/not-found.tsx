import { lazy, Suspense } from "react";

// antd's Result carries large illustrations: loaded only when a page is really missing.
const NotFoundContent = lazy(() => import("./not-found-content"));

/** Any unknown path (spec 2.1): "Sorry, the page you visited does not exist." with Back Home to /. */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundContent />
    </Suspense>
  );
}
