import { useResourceParams } from "@refinedev/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/hooks/use-access";
import { ForbiddenPage } from "@/pages/errors/forbidden";
import { QuickLinks } from "./quick-links";

/** Which permission a private page needs: the access-control action on a Refine resource. */
export interface PageAccessRule {
  resource: string;
  action: string;
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

function Checked({ resource, action, children }: PageAccessRule & { children: ReactNode }) {
  const { resource: item } = useResourceParams({ resource });
  const allowed = useAccess(resource, action, item);
  return allowed ? <>{children}</> : <Forbidden />;
}

/**
 * The access check of the page frame (src/lib/page-loader.tsx), a lazy chunk of its own: Refine, the
 * permission table and the 403 page stay out of the login page's code. Decided during this render
 * (useAccess), so an allowed page renders in the same commit as the shell, and a refused user gets
 * the 403 page without the page's code or data ever being asked for. No rule: every signed-in user.
 */
export function PageAccess({ rule, children }: { rule?: PageAccessRule; children: ReactNode }) {
  return rule ? <Checked {...rule}>{children}</Checked> : <>{children}</>;
}
