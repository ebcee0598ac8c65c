/**
 * The role editor's logic, as plain functions over the version-3 permission table
 * (./permissions.ts): no React, no zod. The demo API builds the base permissions list of
 * `GET /roles/base-permissions` with `basePermissions()` and judges its guards with
 * `lockoutCodes` / `removedManagementCodes`; the role editor (resources/roles) builds its matrix,
 * the requirement closure and the menu summary from that list's answer only.
 */
import {
  can,
  CRUD_ACTION_CODES,
  permissionAreas,
  permissionTableOf,
  requiredCodes,
  type PermissionAction,
} from "./permissions";

/** One code of the base permissions list: `AREA.ACTION`, its area and action, the codes it needs too. */
export interface BasePermissionEntry {
  code: string;
  area: string;
  action: string;
  /** Codes the console also needs for this one to work (spec 6's "also needs"). */
  requires: string[];
}

/**
 * The code of each table action, so that, in a requirement list, the code matching the action is
 * the one that needs the others (PRODUCT create = PRODUCT.CREATE + BRAND.LIST + PRODUCT_CATEGORY.LIST:
 * PRODUCT.CREATE requires the two lists).
 */
const ACTION_CODE: Partial<Record<PermissionAction, string>> = {
  ...CRUD_ACTION_CODES,
  addPoint: "ADD_POINT",
  removePoint: "REMOVE_POINT",
  claimReward: "CLAIM_REWARD",
  forceDeleteOtherUser: "FORCE_DELETE_OTHER_USER",
  generate: "CREATE",
  changePassword: "UPDATE",
  sendForgotPassword: "UPDATE",
  sendAccountInfo: "UPDATE",
  cms: "LOGIN_CMS_ADMIN",
  mobileApp: "LOGIN_MOBILE_APP_CUSTOMER",
};

/**
 * Areas of the table judged on another area's codes (spec 6): the settings pages on APP_CONFIG, the
 * user pages on USER. Areas not named here use their own codes; the dashboard, the prescription
 * checker and the change-log pages have none (they combine other areas' lists), so their
 * combinations show in the menu summary instead of as requirements.
 */
const CODE_AREA: Partial<Record<string, string>> = {
  TRANSACTION_SETTING: "APP_CONFIG",
  WEB_CONTENT_SETTING: "APP_CONFIG",
  OMNICARE_LINK_SETTING: "APP_CONFIG",
  CONSTANTS_SETTING: "APP_CONFIG",
  SHIPMENT_SETTING: "APP_CONFIG",
  ADMIN: "USER",
  CUSTOMER: "USER",
  USER_DEVICE: "USER",
};

/** A bare code (`ROLE_AND_ACCESS`) is an area of its own with the action ACCESS. */
export const BARE_ACTION = "ACCESS";

/** Splits a code into its area and action (`PRODUCT.CREATE` → PRODUCT, CREATE). */
export function splitCode(code: string): { area: string; action: string } {
  const dot = code.indexOf(".");
  return dot === -1
    ? { area: code, action: BARE_ACTION }
    : { area: code.slice(0, dot), action: code.slice(dot + 1) };
}

/**
 * The base permissions list: every code of the permission table, grouped by area in the order the
 * table first names them, each with the codes it requires (from the table's requirement lists).
 */
export function basePermissions(): BasePermissionEntry[] {
  const order: string[] = [];
  const requires = new Map<string, Set<string>>();
  const add = (code: string) => {
    if (!requires.has(code)) {
      requires.set(code, new Set());
      order.push(code);
    }
  };
  for (const area of permissionAreas()) {
    const table = permissionTableOf(area) as Partial<
      Record<PermissionAction, readonly string[] | true>
    >;
    for (const [action, requirement] of Object.entries(table) as [
      PermissionAction,
      readonly string[] | true,
    ][]) {
      if (requirement === true) continue;
      requirement.forEach(add);
      const actionCode = ACTION_CODE[action];
      const codeArea = CODE_AREA[area] ?? area;
      const primary = requirement.find(
        (code) => actionCode !== undefined && code === `${codeArea}.${actionCode}`,
      );
      if (!primary) continue;
      for (const other of requirement) if (other !== primary) requires.get(primary)!.add(other);
    }
  }
  const areaRank = new Map<string, number>();
  for (const code of order) {
    const { area } = splitCode(code);
    if (!areaRank.has(area)) areaRank.set(area, areaRank.size);
  }
  return order
    .map((code) => ({ code, ...splitCode(code), requires: [...requires.get(code)!].sort() }))
    .sort((a, b) => areaRank.get(a.area)! - areaRank.get(b.area)!);
}

/** The usual actions first, in this order; an area's own actions follow in the list's order. */
const ACTION_ORDER = ["LIST", "DETAIL", "CREATE", "UPDATE", "DELETE", "ARCHIVE", "UNARCHIVE"];

export interface MatrixRow {
  area: string;
  /** action → code, for the cells where the pair exists. */
  cells: Record<string, string>;
}

export interface PermissionMatrix {
  rows: MatrixRow[];
  /** Every action of the list: the usual ones, then the areas' own (ADD_POINT, CLAIM_REWARD…). */
  columns: string[];
  /** code → the entry of the list. */
  entries: Map<string, BasePermissionEntry>;
}

/** The matrix of a base permissions list: one row per area, one column per action. */
export function buildMatrix(list: readonly BasePermissionEntry[]): PermissionMatrix {
  const rows = new Map<string, MatrixRow>();
  const extra: string[] = [];
  const entries = new Map<string, BasePermissionEntry>();
  for (const entry of list) {
    entries.set(entry.code, entry);
    let row = rows.get(entry.area);
    if (!row) rows.set(entry.area, (row = { area: entry.area, cells: {} }));
    row.cells[entry.action] = entry.code;
    if (!ACTION_ORDER.includes(entry.action) && !extra.includes(entry.action))
      extra.push(entry.action);
  }
  const used = new Set(list.map((entry) => entry.action));
  const columns = [...ACTION_ORDER.filter((action) => used.has(action)), ...extra];
  return { rows: [...rows.values()], columns, entries };
}

/** Every code `codes` needs, directly or through the codes they need (the codes themselves excluded). */
export function missingRequirements(
  codes: Iterable<string>,
  entries: ReadonlyMap<string, BasePermissionEntry>,
): string[] {
  const held = new Set(codes);
  const missing = new Set<string>();
  const queue = [...held];
  while (queue.length) {
    const code = queue.pop()!;
    for (const needed of entries.get(code)?.requires ?? []) {
      if (held.has(needed) || missing.has(needed)) continue;
      missing.add(needed);
      queue.push(needed);
    }
  }
  return [...missing].sort();
}

/** `codes` plus everything they need (the requirement closure). */
export function withRequirements(
  codes: Iterable<string>,
  entries: ReadonlyMap<string, BasePermissionEntry>,
): string[] {
  const list = [...new Set(codes)];
  return [...list, ...missingRequirements(list, entries)].sort();
}

/** Ticks (`on`) or clears a group of codes (a row, a column, one cell). */
export function toggleCodes(
  current: readonly string[],
  codes: readonly string[],
  on: boolean,
): string[] {
  const next = new Set(current);
  for (const code of codes) {
    if (on) next.add(code);
    else next.delete(code);
  }
  return [...next].sort();
}

/** Rows whose area or one of whose codes contains the search (case-insensitive); `label` adds the shown name. */
export function filterRows(
  rows: readonly MatrixRow[],
  search: string,
  label: (area: string) => string = (area) => area,
): MatrixRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter(
    (row) =>
      row.area.toLowerCase().includes(needle) ||
      label(row.area).toLowerCase().includes(needle) ||
      Object.values(row.cells).some((code) => code.toLowerCase().includes(needle)),
  );
}

/** Which menu entries a role holding `codes` sees: an entry shows when its area's list action is allowed. */
export function visibleMenuEntries<E extends { permissionArea?: string | true }>(
  codes: readonly string[],
  entries: readonly E[],
): E[] {
  return entries.filter(
    (entry) =>
      entry.permissionArea === true ||
      (typeof entry.permissionArea === "string" && can(codes, entry.permissionArea, "list")),
  );
}

/**
 * The codes a user needs to keep managing roles from the console: signing in, the role list, a
 * role's page and its editor. Removing any of them from one's own role would lock one out.
 */
export function lockoutCodes(): string[] {
  const required = new Set<string>();
  for (const [area, action] of [
    ["LOGIN", "cms"],
    ["ROLE", "list"],
    ["ROLE", "show"],
    ["ROLE", "edit"],
  ] as const) {
    const codes = requiredCodes(area, action);
    if (Array.isArray(codes)) for (const code of codes) required.add(code);
  }
  return [...required].sort();
}

/**
 * The self-lockout rule: the role-management codes an edit of the user's OWN role would take away
 * (held before, gone after). Empty when the edit is allowed, or when the role is not the user's.
 */
export function removedManagementCodes({
  isOwnRole,
  before,
  after,
}: {
  isOwnRole: boolean;
  before: readonly string[];
  after: readonly string[];
}): string[] {
  if (!isOwnRole) return [];
  const kept = new Set(after);
  return lockoutCodes().filter((code) => before.includes(code) && !kept.has(code));
}

/**
 * Codes `removed` from a role that no other role holds, from how many roles hold each code
 * (`GET /roles/permission-holders`, the edited role included): the editor warns before removing them.
 */
export function codesNoOtherRoleHolds(
  removed: readonly string[],
  holders: Readonly<Record<string, number>>,
): string[] {
  return removed.filter((code) => (holders[code] ?? 0) <= 1);
}
