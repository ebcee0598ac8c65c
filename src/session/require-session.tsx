import { CatchAllNavigate } from "@refinedev/react-router";
import type { ReactNode } from "react";
import { useSession } from "@/hooks/use-session";

/**
 * The private routes' gate: a signed-in user sees them, a signed-out one goes to /login with the
 * original location in `?to=` (back there after signing in). The same rule as the auth provider's
 * `check` (a valid stored session), decided during the render: Refine's `<Authenticated>` asks it
 * through a query and renders nothing until the answer, one more render on every cold load. A sign-out
 * in another tab clears the session and this gate follows at once.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  return session ? children : <CatchAllNavigate to="/login" />;
}
