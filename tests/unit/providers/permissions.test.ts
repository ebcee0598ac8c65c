import { describe, expect, it, onTestFinished } from "vitest";
import {
  PERMISSION_AREAS,
  PERMISSION_TABLE,
  allPermissionCodes,
  can,
  canSignInToConsole,
  hasCodes,
  requiredCodes,
  type PermissionAction,
} from "@providers/access-control/permissions";

type Row = { area: string; action: string; requirement: readonly string[] | true };

/** Every area/action of the table, as rows: the tests below are generated from them. */
const rows: Row[] = PERMISSION_AREAS.flatMap((area) =>
  Object.entries(
    PERMISSION_TABLE[area] as Partial<Record<PermissionAction, readonly string[] | true>>,
  ).map(([action, requirement]) => ({ area, action, requirement: requirement! })),
);
const gated = rows.filter(
  (row): row is Row & { requirement: readonly string[] } => row.requirement !== true,
);
const open = rows.filter((row) => row.requirement === true);

describe("version-3 permission table (generated from PERMISSION_TABLE)", () => {
  it("has gated and open rows", () => {
    expect(gated.length).toBeGreaterThan(80);
    expect(open.length).toBeGreaterThan(0);
  });

  it.each(gated.map((row) => [row.area, row.action, row.requirement] as const))(
    "%s %s: exactly the required codes are allowed, missing any one is refused",
    (area, action, requirement) => {
      expect(requirement.length).toBeGreaterThan(0);
      expect(can([...requirement], area, action)).toBe(true);
      for (const missing of requirement) {
        const held = requirement.filter((item) => item !== missing);
        expect(can(held, area, action), `${area}.${action} without ${missing}`).toBe(false);
      }
      expect(can([], area, action)).toBe(false);
    },
  );

  it.each(gated.map((row) => [row.area, row.action, row.requirement] as const))(
    "%s %s: codes are AREA.ACTION (or ROLE_AND_ACCESS)",
    (_area, _action, requirement) => {
      for (const item of requirement) expect(item).toMatch(/^([A-Z_]+\.[A-Z_]+|ROLE_AND_ACCESS)$/);
    },
  );

  it.each(open.map((row) => [row.area, row.action] as const))(
    "%s %s is open to every signed-in user",
    (area, action) => {
      expect(can([], area, action)).toBe(true);
    },
  );

  it("refuses an unknown area or an action the area does not have", () => {
    const everything = allPermissionCodes();
    expect(can(everything, "NOT_AN_AREA", "list")).toBe(false);
    expect(can(everything, "TRANSACTION", "delete")).toBe(false);
    expect(can(everything, "PRODUCT", "toString")).toBe(false);
    expect(requiredCodes("PRODUCT", "constructor")).toBeUndefined();
  });

  it("a user holding every code of the table may do everything in it", () => {
    const everything = allPermissionCodes();
    for (const row of rows) expect(can(everything, row.area, row.action)).toBe(true);
  });
});

describe("spec section 6 requirements", () => {
  const needs = (area: string, action: string) => requiredCodes(area, action);

  it("covers every sidebar area of spec 2.3 plus the extra areas", () => {
    for (const area of [
      "DASHBOARD",
      "TRANSACTION",
      "TRANSACTION_SETTING",
      "STORE",
      "PRODUCT_CATEGORY",
      "PRODUCT",
      "BRAND",
      "SIMULATE_PRESCRIPTION_CHECKER",
      "BANNER",
      "VOUCHER",
      "LOYALTY",
      "WALLET_POINT",
      "REWARD",
      "WEB_CONTENT_SETTING",
      "OMNICARE_LINK_SETTING",
      "CONSTANTS_SETTING",
      "SHIPMENT_SETTING",
      "FAQ",
      "PAYMENT_ACCOUNT",
      "PAYMENT_CHANNEL",
      "TEMPLATE_MESSAGE",
      "NOTIFICATION",
      "NOTIFICATION_SCHEDULE",
      "ADMIN",
      "CUSTOMER",
      "ROLE",
      "USER_DEVICE",
      "LOGIN",
      "ROLE_AND_ACCESS",
      "OWN_ACCOUNT",
      "PRODUCT_CHANGE_LOG",
      "BRAND_CHANGE_LOG",
      "STORE_CHANGE_LOG",
      "TRANSACTION_CHANGE_LOG",
    ]) {
      expect(
        needs(area, area === "LOGIN" ? "cms" : area === "ROLE_AND_ACCESS" ? "syncData" : "list"),
        area,
      ).toBeDefined();
    }
  });

  it("LOGIN: LOGIN_CMS_ADMIN for the console, with or without the LOGIN. prefix", () => {
    expect(needs("LOGIN", "cms")).toEqual(["LOGIN.LOGIN_CMS_ADMIN"]);
    expect(needs("LOGIN", "mobileApp")).toEqual(["LOGIN.LOGIN_MOBILE_APP_CUSTOMER"]);
    expect(canSignInToConsole(["LOGIN.LOGIN_CMS_ADMIN"])).toBe(true);
    expect(canSignInToConsole(["LOGIN_CMS_ADMIN"])).toBe(true);
    expect(canSignInToConsole(["LOGIN.LOGIN_MOBILE_APP_CUSTOMER"])).toBe(false);
    expect(canSignInToConsole([])).toBe(false);
    expect(hasCodes(["LOGIN.LOGIN_MOBILE_APP_CUSTOMER"], ["LOGIN_MOBILE_APP_CUSTOMER"])).toBe(true);
  });

  it("DASHBOARD sidebar needs product, transaction and user LIST", () => {
    expect(needs("DASHBOARD", "list")).toEqual(["PRODUCT.LIST", "TRANSACTION.LIST", "USER.LIST"]);
  });

  it("TRANSACTION sidebar needs LIST and DETAIL; update", () => {
    expect(needs("TRANSACTION", "list")).toEqual(["TRANSACTION.LIST", "TRANSACTION.DETAIL"]);
    expect(needs("TRANSACTION", "edit")).toEqual(["TRANSACTION.UPDATE"]);
  });

  it.each([
    "STORE",
    "PRODUCT",
    "BRAND",
    "VOUCHER",
    "LOYALTY",
    "BANNER",
    "REWARD",
    "FAQ",
    "PAYMENT_ACCOUNT",
    "PAYMENT_CHANNEL",
  ])("%s has sidebar, create, update and archive actions", (area) => {
    expect(needs(area, "list")).toEqual([`${area}.LIST`]);
    expect(needs(area, "create")).toContain(`${area}.CREATE`);
    expect(needs(area, "edit")).toContain(`${area}.UPDATE`);
    expect(needs(area, "archive")).toEqual([`${area}.ARCHIVE`]);
    expect(needs(area, "unarchive")).toEqual([`${area}.UNARCHIVE`]);
  });

  it("extra requirements of create and update", () => {
    for (const action of ["create", "edit"]) {
      expect(needs("PRODUCT", action)).toEqual(
        expect.arrayContaining(["BRAND.LIST", "PRODUCT_CATEGORY.LIST"]),
      );
      expect(needs("VOUCHER", action)).toContain("PRODUCT.LIST");
      expect(needs("LOYALTY", action)).toContain("MEMBER.LIST");
      expect(needs("BANNER", action)).toEqual(
        expect.arrayContaining([
          "PRODUCT.LIST",
          "PRODUCT.DETAIL",
          "VOUCHER.LIST",
          "VOUCHER.DETAIL",
        ]),
      );
      expect(needs("REWARD", action)).toEqual(
        expect.arrayContaining(["VOUCHER.LIST", "PRODUCT.LIST"]),
      );
      expect(needs("FAQ", action)).toContain("FAQ_GROUP.LIST");
    }
    // A catalogue user with product create but no brand list cannot open the product form.
    expect(
      can(["PRODUCT.LIST", "PRODUCT.CREATE", "PRODUCT_CATEGORY.LIST"], "PRODUCT", "create"),
    ).toBe(false);
  });

  it("CLAIM_REWARD needs reward update and detail", () => {
    expect(needs("REWARD", "claimReward")).toEqual([
      "REWARD.CLAIM_REWARD",
      "REWARD.UPDATE",
      "REWARD.DETAIL",
    ]);
  });

  it("WALLET_POINT ADD_POINT and REMOVE_POINT each also need wallet point update", () => {
    expect(needs("WALLET_POINT", "addPoint")).toEqual([
      "WALLET_POINT.ADD_POINT",
      "WALLET_POINT.UPDATE",
    ]);
    expect(needs("WALLET_POINT", "removePoint")).toEqual([
      "WALLET_POINT.REMOVE_POINT",
      "WALLET_POINT.UPDATE",
    ]);
  });

  it("TEMPLATE_MESSAGE: sidebar and update; NOTIFICATION also create; NOTIFICATION_SCHEDULE create, update, delete", () => {
    expect(needs("TEMPLATE_MESSAGE", "edit")).toEqual(["TEMPLATE_MESSAGE.UPDATE"]);
    expect(needs("TEMPLATE_MESSAGE", "create")).toBeUndefined();
    expect(needs("NOTIFICATION", "create")).toEqual(["NOTIFICATION.CREATE"]);
    expect(needs("NOTIFICATION", "edit")).toEqual(["NOTIFICATION.UPDATE"]);
    expect(needs("NOTIFICATION_SCHEDULE", "delete")).toEqual(["NOTIFICATION_SCHEDULE.DELETE"]);
  });

  it.each([
    "TRANSACTION_SETTING",
    "SHIPMENT_SETTING",
    "WEB_CONTENT_SETTING",
    "OMNICARE_LINK_SETTING",
    "CONSTANTS_SETTING",
  ])("%s: APP_CONFIG list and detail to see; create, update and detail to change", (area) => {
    expect(needs(area, "list")).toEqual(["APP_CONFIG.LIST", "APP_CONFIG.DETAIL"]);
    expect(needs(area, "edit")).toEqual([
      "APP_CONFIG.CREATE",
      "APP_CONFIG.UPDATE",
      "APP_CONFIG.DETAIL",
    ]);
  });

  it("ROLE: sidebar, create, update, archive", () => {
    expect(needs("ROLE", "list")).toEqual(["ROLE.LIST"]);
    expect(needs("ROLE", "create")).toEqual(["ROLE.CREATE"]);
    expect(needs("ROLE", "edit")).toEqual(["ROLE.UPDATE"]);
    expect(needs("ROLE", "archive")).toEqual(["ROLE.ARCHIVE"]);
  });

  it.each(["ADMIN", "CUSTOMER"])(
    "%s: USER codes plus role list and prescription list; FORCE_DELETE_OTHER_USER",
    (area) => {
      expect(needs(area, "list")).toEqual(["USER.LIST", "ROLE.LIST", "PRESCRIPTION.LIST"]);
      expect(needs(area, "create")).toContain("USER.CREATE");
      expect(needs(area, "edit")).toContain("USER.UPDATE");
      expect(needs(area, "delete")).toEqual(["USER.DELETE"]);
      expect(needs(area, "forceDeleteOtherUser")).toEqual(["USER.FORCE_DELETE_OTHER_USER"]);
    },
  );

  it("User Device is gated like ADMIN (spec 2.3)", () => {
    expect(needs("USER_DEVICE", "list")).toEqual(needs("ADMIN", "list"));
  });

  it("SIMULATE_PRESCRIPTION_CHECKER sidebar needs user, prescription and product list", () => {
    expect(needs("SIMULATE_PRESCRIPTION_CHECKER", "list")).toEqual([
      "USER.LIST",
      "PRESCRIPTION.LIST",
      "PRODUCT.LIST",
    ]);
  });

  it("Sync Data needs ROLE_AND_ACCESS", () => {
    expect(needs("ROLE_AND_ACCESS", "syncData")).toEqual(["ROLE_AND_ACCESS"]);
  });

  it("own-account pages are open", () => {
    expect(needs("OWN_ACCOUNT", "list")).toBe(true);
    expect(needs("OWN_ACCOUNT", "changePassword")).toBe(true);
  });
});

describe("a permission area an area declares (defineArea({ permissions }))", () => {
  it("joins the table: its codes decide, the Super Admin's list holds them, the role editor names it", async () => {
    const { declarePermissionAreas, crudArea, declaredAreaLabel, permissionAreas } =
      await import("@providers/access-control/permissions");
    const undeclare = declarePermissionAreas(
      { SAMPLE_AREA: crudArea("SAMPLE_AREA") },
      "menu.sample",
    );
    onTestFinished(undeclare); // the table is shared by every test file of this worker
    expect(permissionAreas()).toContain("SAMPLE_AREA");
    expect(requiredCodes("SAMPLE_AREA", "create")).toEqual(["SAMPLE_AREA.CREATE"]);
    expect(can(["SAMPLE_AREA.LIST"], "SAMPLE_AREA", "list")).toBe(true);
    expect(can(["SAMPLE_AREA.LIST"], "SAMPLE_AREA", "edit")).toBe(false);
    expect(allPermissionCodes()).toContain("SAMPLE_AREA.DELETE");
    expect(declaredAreaLabel("SAMPLE_AREA")).toBe("menu.sample");
    // Spec 6's areas are the spec's: an area cannot redefine one.
    expect(() => declarePermissionAreas({ BRAND: crudArea("BRAND") }, "menu.brands")).toThrow(
      /spec 6/,
    );
    expect(requiredCodes("BRAND", "create")).toEqual(["BRAND.CREATE"]);
  });

  it("leaves the table when taken away", async () => {
    const { declarePermissionAreas, crudArea, permissionAreas } =
      await import("@providers/access-control/permissions");
    declarePermissionAreas({ OTHER_AREA: crudArea("OTHER_AREA") }, "menu.other")();
    expect(permissionAreas()).not.toContain("OTHER_AREA");
    expect(requiredCodes("OTHER_AREA", "list")).toBeUndefined();
  });
});
