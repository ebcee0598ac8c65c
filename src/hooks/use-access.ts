import type { IResourceItem } from "@refinedev/core";
import { decideAccess } from "@providers/access-control";
import { useMemo } from "react";
import { useSession } from "./use-session";

/**
 * Whether the signed-in user may do `action` on `resource`: the access-control provider's own decision,
 * taken during the render. Refine's `useCan`/`<CanAccess>` ask the same provider through a query, which
 * costs every gate a render without its answer and another with it (a cold load of a page chained
 * three of them). Decided again when the session changes (profile edit, sign-out in another tab).
 * `item`: the Refine resource, when the caller has it (its `meta` says which permission area applies).
 */
export function useAccess(resource: string, action: string, item?: IResourceItem): boolean {
  const session = useSession();
  return useMemo(
    () =>
      !!session &&
      decideAccess({ resource, action, params: item ? { resource: item } : undefined }).can,
    [session, resource, action, item],
  );
}
