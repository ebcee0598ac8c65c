import type {
  AccessControlProvider,
  CanParams,
  CanReturnType,
  IResourceItem,
} from "@refinedev/core";
import { getSession, hasSubRoles } from "@providers/auth/session";
import { translateOr } from "@providers/i18n/translate";
import { can as canWithCodes, isPermissionArea } from "./permissions";

export * from "./permissions";

/** The `meta` keys access control reads from a Refine resource (set by src/lib/routes.tsx). */
export interface PermissionMeta {
  /** A sidebar group parent: always allowed, or its children would vanish with it. */
  group?: boolean;
  /** An area of PERMISSION_TABLE, or true for an entry open to every signed-in user. */
  permissionArea?: string | true;
  /** A sub-app entry: needs sub roles (spec 4). */
  showInMyMode?: boolean;
}

type ResourceLike = Pick<IResourceItem, "name"> & { meta?: Record<string, unknown> };

let registered = new Map<string, ResourceLike>();

/**
 * Lets `can` find a resource's meta by name when Refine does not pass
 * `params.resource` (e.g. `<CanAccess resource="products">` outside a route).
 */
export function registerResources(resources: readonly ResourceLike[]): void {
  registered = new Map(resources.map((resource) => [resource.name, resource]));
}

/** Refine action names onto the table's actions. */
const ACTION_ALIASES: Record<string, string> = { clone: "create" };

const refused = (): CanReturnType => ({
  can: false,
  reason: translateOr("buttons.notAccessTitle", "You don't have permission to access"),
});

function metaOf(
  resource: string | undefined,
  params: CanParams["params"],
): PermissionMeta | undefined {
  const fromParams = params?.resource;
  if (
    fromParams &&
    (!resource || fromParams.name === resource || fromParams.identifier === resource)
  ) {
    return (fromParams.meta ?? {}) as PermissionMeta;
  }
  if (resource) {
    const found = registered.get(resource);
    if (found) return (found.meta ?? {}) as PermissionMeta;
    // A bare area name ("PRODUCT") may be asked directly.
    if (isPermissionArea(resource)) return { permissionArea: resource };
  }
  return undefined;
}

/**
 * Decides a Refine resource + action for the stored user: the resource's
 * `meta.permissionArea` is looked up in the version-3 table and the role's
 * permission codes must hold every required code. Groups and `true` entries
 * are open to every signed-in user; unknown resources are refused.
 */
export function decideAccess({ resource, action, params }: CanParams): CanReturnType {
  const session = getSession();
  if (!session) return refused();
  const meta = metaOf(resource, params);
  if (!meta) return refused();
  if (meta.group === true) return { can: true };
  if (meta.showInMyMode === true && !hasSubRoles(session)) return refused();
  const area = meta.permissionArea;
  if (area === true) return { can: true };
  if (typeof area !== "string") return refused();
  const tableAction = ACTION_ALIASES[action] ?? action;
  return canWithCodes(session.user.role.permissions, area, tableAction) ? { can: true } : refused();
}

/**
 * Refine's `can`: the same decision, as the promise Refine expects. The shell's own gates (the page
 * frame, the menu, row actions) call `decideAccess` directly: the answer needs nothing but the stored
 * session, and asking through Refine's query cache costs each of them an extra render.
 */
export async function canAccess(params: CanParams): Promise<CanReturnType> {
  return decideAccess(params);
}

export const accessControlProvider: AccessControlProvider = {
  can: canAccess,
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
  },
};
