import type { IResourceItem } from "@refinedev/core";
import { decideAccess } from "@providers/access-control";
import { useMemo } from "react";
import { useSession } from "./use-session";

/** What the user may do with the records of a resource (a list's row actions, a page's buttons). */
export interface RecordPermissions {
  show: boolean;
  edit: boolean;
  remove: boolean;
  /** Archive the record (areas with an archive page). */
  archive?: boolean;
}

const decide = (resource: string, action: string, item?: IResourceItem) =>
  decideAccess({ resource, action, params: item ? { resource: item } : undefined }).can;

/**
 * The one question of the console's pages about permissions: may the signed-in user do `action` on
 * `resource` (`useAccess("vouchers", "create")`), or what may they do with its records
 * (`useAccess("vouchers")`, asked once per list, not once per row). The access-control provider's
 * own decision, taken during the render: Refine's `useCan`/`<CanAccess>` ask the same provider
 * through a query, which costs every gate a render without its answer and another with it.
 * Decided again when the session changes (profile edit, sign-out in another tab). `item`: the Refine
 * resource, when the caller has it (its `meta` says which permission area applies).
 */
export function useAccess(resource: string): RecordPermissions;
export function useAccess(resource: string, action: string, item?: IResourceItem): boolean;
export function useAccess(
  resource: string,
  action?: string,
  item?: IResourceItem,
): boolean | RecordPermissions {
  const session = useSession();
  return useMemo(() => {
    if (action !== undefined) return !!session && decide(resource, action, item);
    return {
      show: !!session && decide(resource, "show"),
      edit: !!session && decide(resource, "edit"),
      remove: !!session && decide(resource, "delete"),
      archive: !!session && decide(resource, "archive"),
    };
  }, [session, resource, action, item]);
}
