import { pageReload } from "@providers/auth/page-reload";
import { CatchAllNavigate } from "@refinedev/react-router";
import { useEffect, useState, type ReactNode } from "react";
import { FullPageLoader } from "@/components/full-page-loader";
import { useSession } from "@/hooks/use-session";
import { sessionPaths } from "@providers/auth/paths";

/**
 * The private routes' gate: a signed-in user sees them, a signed-out one goes to /login with the
 * original location in `?to=` (back there after signing in). The same rule as the auth provider's
 * `check` (a valid stored session), decided during the render: Refine's `<Authenticated>` asks it
 * through a query and renders nothing until the answer, one more render on every cold load.
 *
 * A session that ends while the pages are open (a logout in another tab) is a sign-out, not a visit:
 * like every sign-out it reloads at /login (spec 2.1), and the pages make way for the loader meanwhile.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const [admitted] = useState(() => !!session);
  const signedOut = admitted && !session;
  useEffect(() => {
    if (signedOut) pageReload.reload(sessionPaths.login);
  }, [signedOut]);
  if (signedOut) return <FullPageLoader />;
  return session ? children : <CatchAllNavigate to={sessionPaths.login} />;
}
