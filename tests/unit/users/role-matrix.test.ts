import { can, PERMISSION_AREAS, PERMISSION_TABLE } from "@providers/access-control/permissions";
import {
  basePermissions,
  buildMatrix,
  codesNoOtherRoleHolds,
  filterRows,
  lockoutCodes,
  missingRequirements,
  removedManagementCodes,
  toggleCodes,
  visibleMenuEntries,
  withRequirements,
} from "@providers/access-control/role-matrix";

const list = basePermissions();
const { entries, rows, columns } = buildMatrix(list);
const requiresOf = (code: string) => entries.get(code)?.requires ?? [];

describe("the base permissions list", () => {
  it("holds every code of the permission table once, grouped by area", () => {
    const codes = list.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const area of PERMISSION_AREAS) {
      for (const requirement of Object.values(PERMISSION_TABLE[area])) {
        if (requirement === true) continue;
        for (const code of requirement) expect(codes).toContain(code);
      }
    }
    // Grouped: once an area's codes end, the area does not come back.
    const areas = list.map((entry) => entry.area);
    const seen = new Set<string>();
    areas.forEach((area, i) => {
      if (i > 0 && areas[i - 1] !== area) expect(seen.has(area)).toBe(false);
      seen.add(area);
    });
    expect(entries.get("ROLE_AND_ACCESS")).toMatchObject({
      area: "ROLE_AND_ACCESS",
      action: "ACCESS",
    });
  });

  // Spec section 6, each "also needs" as a requirement of the code it belongs to.
  it.each([
    ["PRODUCT.CREATE", ["BRAND.LIST", "PRODUCT_CATEGORY.LIST"]],
    ["PRODUCT.UPDATE", ["BRAND.LIST", "PRODUCT_CATEGORY.LIST"]],
    ["VOUCHER.CREATE", ["PRODUCT.LIST"]],
    ["VOUCHER.UPDATE", ["PRODUCT.LIST"]],
    ["LOYALTY.CREATE", ["MEMBER.LIST"]],
    ["LOYALTY.UPDATE", ["MEMBER.LIST"]],
    ["BANNER.CREATE", ["PRODUCT.DETAIL", "PRODUCT.LIST", "VOUCHER.DETAIL", "VOUCHER.LIST"]],
    ["BANNER.UPDATE", ["PRODUCT.DETAIL", "PRODUCT.LIST", "VOUCHER.DETAIL", "VOUCHER.LIST"]],
    ["REWARD.CREATE", ["PRODUCT.LIST", "VOUCHER.LIST"]],
    ["REWARD.UPDATE", ["PRODUCT.LIST", "VOUCHER.LIST"]],
    ["REWARD.CLAIM_REWARD", ["REWARD.DETAIL", "REWARD.UPDATE"]],
    ["FAQ.CREATE", ["FAQ_GROUP.LIST"]],
    ["FAQ.UPDATE", ["FAQ_GROUP.LIST"]],
    ["WALLET_POINT.ADD_POINT", ["WALLET_POINT.UPDATE"]],
    ["WALLET_POINT.REMOVE_POINT", ["WALLET_POINT.UPDATE"]],
    ["APP_CONFIG.LIST", ["APP_CONFIG.DETAIL"]],
    ["APP_CONFIG.UPDATE", ["APP_CONFIG.CREATE", "APP_CONFIG.DETAIL"]],
    ["TRANSACTION.LIST", ["TRANSACTION.DETAIL"]],
    ["USER.LIST", ["PRESCRIPTION.LIST", "ROLE.LIST"]],
    ["USER.CREATE", ["ROLE.LIST"]],
    ["USER.UPDATE", ["ROLE.LIST"]],
  ])("%s requires %j", (code, needed) => {
    expect(requiresOf(code)).toEqual(needed);
  });

  it("makes each action of the table possible once its code and requirements are ticked", () => {
    for (const area of PERMISSION_AREAS) {
      for (const [action, requirement] of Object.entries(PERMISSION_TABLE[area])) {
        if (requirement === true) continue;
        // Ticking every code the table names and closing over requirements never falls short.
        expect(can(withRequirements(requirement, entries), area, action)).toBe(true);
      }
    }
    // And the requirement closure alone makes the spec's actions work from their primary code.
    expect(can(withRequirements(["PRODUCT.CREATE"], entries), "PRODUCT", "create")).toBe(true);
    expect(can(withRequirements(["REWARD.CLAIM_REWARD"], entries), "REWARD", "claimReward")).toBe(
      true,
    );
    expect(can(withRequirements(["APP_CONFIG.UPDATE"], entries), "SHIPMENT_SETTING", "edit")).toBe(
      true,
    );
    expect(
      can(withRequirements(["WALLET_POINT.ADD_POINT"], entries), "WALLET_POINT", "addPoint"),
    ).toBe(true);
  });
});

describe("the matrix", () => {
  it("has one row per area and the usual actions first, then the areas' own", () => {
    expect(rows.map((row) => row.area)).toEqual([...new Set(list.map((entry) => entry.area))]);
    expect(columns.slice(0, 7)).toEqual([
      "LIST",
      "DETAIL",
      "CREATE",
      "UPDATE",
      "DELETE",
      "ARCHIVE",
      "UNARCHIVE",
    ]);
    expect(columns).toEqual(
      expect.arrayContaining(["ADD_POINT", "CLAIM_REWARD", "LOGIN_CMS_ADMIN"]),
    );
    const role = rows.find((row) => row.area === "ROLE")!;
    expect(role.cells.DELETE).toBeUndefined();
    expect(role.cells.ARCHIVE).toBe("ROLE.ARCHIVE");
  });

  it("closes over requirements transitively and adds only what is missing", () => {
    expect(missingRequirements(["PRODUCT.CREATE"], entries)).toEqual([
      "BRAND.LIST",
      "PRODUCT_CATEGORY.LIST",
    ]);
    expect(missingRequirements(["PRODUCT.CREATE", "BRAND.LIST"], entries)).toEqual([
      "PRODUCT_CATEGORY.LIST",
    ]);
    // CLAIM_REWARD → REWARD.UPDATE → VOUCHER.LIST and PRODUCT.LIST.
    expect(missingRequirements(["REWARD.CLAIM_REWARD"], entries)).toEqual([
      "PRODUCT.LIST",
      "REWARD.DETAIL",
      "REWARD.UPDATE",
      "VOUCHER.LIST",
    ]);
    expect(missingRequirements(withRequirements(["BANNER.UPDATE"], entries), entries)).toEqual([]);
  });

  it("toggles rows and columns and searches areas by name or code", () => {
    expect(toggleCodes(["A.LIST"], ["B.LIST", "A.LIST"], true)).toEqual(["A.LIST", "B.LIST"]);
    expect(toggleCodes(["A.LIST", "B.LIST"], ["A.LIST"], false)).toEqual(["B.LIST"]);
    expect(filterRows(rows, "wallet").map((row) => row.area)).toEqual(["WALLET_POINT"]);
    expect(filterRows(rows, "claim_reward").map((row) => row.area)).toEqual(["REWARD"]);
    expect(filterRows(rows, "Merek", (area) => (area === "BRAND" ? "Merek" : area))).toHaveLength(
      1,
    );
    expect(filterRows(rows, "")).toHaveLength(rows.length);
  });

  it("says which menu entries a set of codes shows", () => {
    const menu = [
      { name: "dashboard", permissionArea: true as const },
      { name: "brands", permissionArea: "BRAND" },
      { name: "products", permissionArea: "PRODUCT" },
      { name: "transactions", permissionArea: "TRANSACTION" },
      { name: "admin", permissionArea: "ADMIN" },
    ];
    const names = (codes: string[]) => visibleMenuEntries(codes, menu).map((entry) => entry.name);
    expect(names([])).toEqual(["dashboard"]);
    expect(names(["BRAND.LIST", "PRODUCT.LIST"])).toEqual(["dashboard", "brands", "products"]);
    // The transaction entry needs LIST and DETAIL; admins need role and prescription lists too.
    expect(names(["TRANSACTION.LIST", "USER.LIST"])).toEqual(["dashboard"]);
    expect(names(withRequirements(["TRANSACTION.LIST", "USER.LIST"], entries))).toEqual([
      "dashboard",
      "transactions",
      "admin",
    ]);
  });
});

describe("the guards", () => {
  it("never lets a user remove from their own role the codes that let them manage roles", () => {
    expect(lockoutCodes()).toEqual([
      "LOGIN.LOGIN_CMS_ADMIN",
      "ROLE.DETAIL",
      "ROLE.LIST",
      "ROLE.UPDATE",
    ]);
    const before = [
      "LOGIN.LOGIN_CMS_ADMIN",
      "ROLE.LIST",
      "ROLE.DETAIL",
      "ROLE.UPDATE",
      "BRAND.LIST",
    ];
    expect(
      removedManagementCodes({
        isOwnRole: true,
        before,
        after: ["LOGIN.LOGIN_CMS_ADMIN", "ROLE.LIST"],
      }),
    ).toEqual(["ROLE.DETAIL", "ROLE.UPDATE"]);
    // Removing anything else from one's own role is fine.
    expect(
      removedManagementCodes({
        isOwnRole: true,
        before,
        after: before.filter((c) => c !== "BRAND.LIST"),
      }),
    ).toEqual([]);
    // Another role may lose them.
    expect(removedManagementCodes({ isOwnRole: false, before, after: [] })).toEqual([]);
    // A code the role did not hold is not "removed".
    expect(removedManagementCodes({ isOwnRole: true, before: ["ROLE.LIST"], after: [] })).toEqual([
      "ROLE.LIST",
    ]);
  });

  it("names the removed codes that no other role holds", () => {
    expect(
      codesNoOtherRoleHolds(["A.LIST", "B.LIST", "C.LIST"], { "A.LIST": 1, "B.LIST": 3 }),
    ).toEqual(["A.LIST", "C.LIST"]);
  });
});
