/**
 * Roles and permissions (`/role`, spec 2.2 and 6): a role is a name and a list of backend permission
 * codes `AREA.ACTION`; the role editor is built from the base permissions list
 * (`GET /roles/base-permissions`). Sub roles (spec 4) are brand or outlet sub-admin roles, defined
 * at `/sub-roles` and given to users at `/users/{userId}/sub-roles`; the profile carries them.
 */
import {
  archivableRecord,
  count,
  flag,
  id,
  message,
  oneOf,
  optionalText,
  patchOf,
  requiredText,
  z,
} from "@/contract/common";
import { outletRef, SUB_ROLE_TYPES } from "@/contract/session";

export { outletRef, subRole, SUB_ROLE_TYPES } from "@/contract/session";
export type { OutletRef, SubRole } from "@/contract/session";

/** `AREA.ACTION`, or a bare code (`ROLE_AND_ACCESS`). */
export const PERMISSION_CODE_PATTERN = /^[A-Z_]+(\.[A-Z_]+)?$/;

const PERMISSION_CODES = message("users:roles.validation.permissionCode");

const permissionCodes = z
  .array(z.string().regex(PERMISSION_CODE_PATTERN, PERMISSION_CODES), {
    error: () => PERMISSION_CODES,
  })
  .meta({
    label: "users:roles.fields.permissions",
    description: "Backend permission codes AREA.ACTION (spec section 6).",
  });

/** What a client writes. */
export const roleFields = z.object({
  roleName: requiredText("users:roles.fields.roleName", 100),
  description: optionalText("users:roles.fields.description", 500).default(null),
  permissions: permissionCodes.default([]),
  isActive: flag("users:roles.fields.isActive").default(true),
});

export const roleCreate = roleFields.meta({ id: "RoleCreate" });
export const roleUpdate = patchOf(roleFields).meta({ id: "RoleUpdate" });

/** A role as stored. */
export const roleRecord = archivableRecord(roleFields, { roleId: id() });

/** A role as the API answers it. */
export const role = roleRecord
  .extend({
    memberCount: count(
      "Users who have this role. An archived role keeps its members but is not given to anyone new.",
    ),
  })
  .meta({ id: "Role" });

/** One code of the base permissions list (`GET /roles/base-permissions`): data only, no labels. */
export const basePermission = z
  .object({
    code: z.string().meta({
      description:
        "`AREA.ACTION` (a bare code such as ROLE_AND_ACCESS is its own area, action ACCESS).",
    }),
    area: z.string().meta({ description: "The row of the role editor's matrix." }),
    action: z.string().meta({
      description:
        "The column: LIST, DETAIL, CREATE, UPDATE, DELETE, ARCHIVE, UNARCHIVE or the area's own (ADD_POINT, CLAIM_REWARD…).",
    }),
    requires: z.array(z.string()).meta({
      description:
        "Codes the console also needs for this one to work (spec 6: PRODUCT.CREATE requires BRAND.LIST and PRODUCT_CATEGORY.LIST).",
    }),
  })
  .meta({ id: "BasePermission" });

/**
 * A sub-role definition as a client writes it: a BRAND sub role covers every store of its brand; a
 * STORE sub role covers the chosen stores of its brand.
 */
export const subRoleFields = z.object({
  roleName: requiredText("users:roles.subRoles.fields.roleName", 100),
  type: oneOf("users:roles.subRoles.fields.type", SUB_ROLE_TYPES),
  brandId: requiredText("users:roles.subRoles.fields.brand", 50),
  storeIds: z.array(z.string()).default([]).meta({
    label: "users:roles.subRoles.fields.stores",
    description:
      "The stores of a STORE sub role (at least one, all of its brand); ignored for BRAND.",
  }),
  userIds: z.array(z.string()).default([]).meta({
    label: "users:roles.subRoles.fields.members",
    description: "The users who have this sub role.",
  }),
});

/** The whole sub role as a client leaves it: a STORE sub role covers at least one store. */
export const subRoleWrite = subRoleFields.refine(
  (values) => values.type !== "STORE" || values.storeIds.length > 0,
  {
    path: ["storeIds"],
    message: message("users:roles.subRoles.validation.storesRequired"),
    // Said as soon as the type and the stores are known, whatever else is still missing.
    when: ({ value }) => {
      const typed = value as { type?: unknown; storeIds?: unknown } | undefined;
      return typed?.type === "STORE" && Array.isArray(typed.storeIds);
    },
  },
);

export const subRoleCreate = subRoleWrite.meta({ id: "SubRoleCreate" });
export const subRoleUpdate = patchOf(subRoleFields).meta({ id: "SubRoleUpdate" });

/** A sub-role definition as stored. */
export const subRoleRecord = archivableRecord(subRoleFields, { subRoleId: id() });

/** A sub-role definition as the API answers it. */
export const subRoleDefinition = subRoleRecord
  .extend({
    brandName: z.string(),
    stores: z
      .array(outletRef)
      .meta({ description: "The stores it covers (today's, for a BRAND sub role)." }),
    memberCount: count("Users who have this sub role."),
  })
  .meta({ id: "SubRoleDefinition" });

/** `PUT /users/{userId}/sub-roles`: the user's sub roles, replaced as a whole. */
export const userSubRolesUpdate = z
  .object({
    subRoleIds: z.array(z.string()).meta({ label: "users:roles.userSubRoles.select" }),
  })
  .meta({ id: "UserSubRolesUpdate" });

export type Role = z.infer<typeof role>;
export type RoleRecord = z.infer<typeof roleRecord>;
export type RoleFormValues = z.input<typeof roleCreate>;
export type BasePermission = z.infer<typeof basePermission>;
export type SubRoleRecord = z.infer<typeof subRoleRecord>;
export type SubRoleDefinition = z.infer<typeof subRoleDefinition>;
export type SubRoleFormValues = z.input<typeof subRoleCreate>;
