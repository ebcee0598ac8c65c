import { lazy, Suspense } from "react";

// antd's Result carries large illustrations: loaded only when access is really refused.
const ForbiddenContent = lazy(() => import("./forbidden-content"));

/**
 * A private page the user's role may not open (rendered inside the shell in
 * place of the page, whose code and data are never requested): a clear 403.
 */
export function ForbiddenPage() {
  return (
    <Suspense fallback={null}>
      <ForbiddenContent />
    </Suspense>
  );
}
