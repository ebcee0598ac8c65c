import {
  permissionAreas,
  PERMISSION_CHOICES,
  permissionTableOf,
  type PermissionAction,
} from "./permissions";

const ACTION_ORDER: PermissionAction[] = [
  "list",
  "show",
  "create",
  "edit",
  "delete",
  "archive",
  "unarchive",
  "generate",
  "addPoint",
  "removePoint",
  "claimReward",
  "forceDeleteOtherUser",
  "changePassword",
  "sendForgotPassword",
  "sendAccountInfo",
  "syncData",
  "revoke",
  "cms",
  "mobileApp",
];

/**
 * docs/permissions.md, rendered from PERMISSION_TABLE. The test
 * tests/unit/providers/permissions-doc.test.ts fails when the file differs;
 * `UPDATE_PERMISSIONS_DOC=1 npx vitest run tests/unit/providers/permissions-doc.test.ts`
 * rewrites it.
 */
export function renderPermissionsDoc(): string {
  const lines: string[] = [
    "# Permissions (version-3 model)",
    "",
    "<!-- Generated from providers/access-control/permissions.ts by",
    "     `UPDATE_PERMISSIONS_DOC=1 npx vitest run tests/unit/providers/permissions-doc.test.ts`.",
    "     Do not edit by hand: a test fails when this file and the table differ. -->",
    "",
    "Spec section 6 keys permissions by **area**, then **action**. Each action needs every listed",
    "backend permission code (`AREA.ACTION`) in the signed-in user's `role.permissions`; `open` means",
    "every signed-in user may. The same table drives the console (menu, routes, buttons via",
    "`accessControlProvider`) and the demo API (403 answers), so a hand-made URL cannot do what the menu hides.",
    "",
    "A Refine resource names its area in `meta.permissionArea` (see `src/lib/resource.ts`); Refine's",
    "actions map onto the table's actions one to one (`clone` counts as `create`). Sidebar groups and",
    "entries with `permissionArea: true` are open. Sub-app entries (`meta.showInMyMode`) also need sub roles.",
    "",
    "## Table",
    "",
    "| Area | Action | Required codes |",
    "|---|---|---|",
  ];
  for (const area of permissionAreas()) {
    const table = permissionTableOf(area) as Partial<
      Record<PermissionAction, readonly string[] | true>
    >;
    const actions = ACTION_ORDER.filter((action) => table[action] !== undefined);
    for (const action of actions) {
      const requirement = table[action];
      const cell =
        requirement === true ? "open" : (requirement ?? []).map((item) => `\`${item}\``).join(", ");
      lines.push(`| ${area} | ${action} | ${cell} |`);
    }
  }
  lines.push("", "## Choices made where the spec names an action without its codes", "");
  for (const choice of PERMISSION_CHOICES) lines.push(`- ${choice}`);
  lines.push("");
  return lines.join("\n");
}

/** Every action a table row may have, in the doc's order (tests check none is left out). */
export const DOCUMENTED_ACTIONS: readonly PermissionAction[] = ACTION_ORDER;
