import { badgeKind, badgeValueFor } from "@/layout/sider/sidebar-badges";
import {
  breadcrumbsFor,
  displayName,
  greetingName,
  roleLabel,
  segmentLabel,
  selectedKeyFor,
  truncate,
} from "@/layout/header/labels";
import { userMenuKeys } from "@/layout/header/user-menu";
import { showsOutletSelector } from "@/layout/header/app-header";
import { viewAsOptions } from "@/hooks/use-view-mode";
import type { Session } from "@providers/auth/session";

describe("breadcrumb labels (spec 2.4)", () => {
  it("turns dashes into spaces and capitalises words", () => {
    expect(segmentLabel("wallet-points")).toBe("Wallet Points");
    expect(breadcrumbsFor("/payment-account/add").map((crumb) => crumb.label)).toEqual([
      "Payment Account",
      "Add",
    ]);
    expect(breadcrumbsFor("/payment-account/add").map((crumb) => crumb.path)).toEqual([
      "/payment-account",
      "/payment-account/add",
    ]);
  });

  it("cuts labels longer than 20 characters to 20 plus an ellipsis", () => {
    const [crumb] = breadcrumbsFor("/simulate-prescription-checker");
    expect(crumb!.label).toBe("Simulate Prescriptio...");
    expect(crumb!.fullLabel).toBe("Simulate Prescription Checker");
    // Exactly 20 characters stays whole.
    expect(breadcrumbsFor("/abcdefghij-klmnopqrs")[0]!.label).toBe("Abcdefghij Klmnopqrs");
  });

  it("shows a record's name instead of its id when the page gives it", () => {
    const crumbs = breadcrumbsFor("/products/prd-12/edit", {
      "/products/prd-12": "Rayban Aviator Classic Gold",
    });
    expect(crumbs.map((crumb) => crumb.label)).toEqual([
      "Products",
      "Rayban Aviator Class...",
      "Edit",
    ]);
  });

  it("keeps a record's id segment a placeholder until its name arrives, never the id as words", () => {
    const waiting = breadcrumbsFor("/vouchers/vch-7/edit", {}, 20, undefined, "/vouchers/vch-7");
    expect(waiting.map((crumb) => [crumb.label, crumb.pending ?? false])).toEqual([
      ["Vouchers", false],
      ["", true],
      ["Edit", false],
    ]);
    const named = breadcrumbsFor(
      "/vouchers/vch-7/edit",
      { "/vouchers/vch-7": "Year-end sale" },
      20,
      undefined,
      "/vouchers/vch-7",
    );
    expect(named.map((crumb) => crumb.label)).toEqual(["Vouchers", "Year-end sale", "Edit"]);
    // The record could not be loaded: nothing to wait for.
    const failed = breadcrumbsFor(
      "/vouchers/vch-7",
      { "/vouchers/vch-7": null },
      20,
      undefined,
      "/vouchers/vch-7",
    );
    expect(failed.map((crumb) => crumb.label)).toEqual(["Vouchers", "Vch 7"]);
  });

  it("highlights the menu entry of the first path segment", () => {
    expect(selectedKeyFor("/products/12/edit")).toBe("/products");
    expect(selectedKeyFor("/dashboard")).toBe("/dashboard");
    expect(selectedKeyFor("/")).toBe("/");
  });
});

describe("name truncation (spec 2.4)", () => {
  it("cuts the greeting name after 15 characters with an ellipsis", () => {
    expect(greetingName("Alexandra Wijaya")).toBe("Alexandra Wijay...");
    expect(greetingName("Alexandra Wijay")).toBe("Alexandra Wijay");
  });

  it("cuts the displayed name at 15 only when it is longer than 17", () => {
    expect(displayName("Alexandra Wijayaa")).toBe("Alexandra Wijayaa"); // 17: kept
    expect(displayName("Alexandra Wijayakusuma")).toBe("Alexandra Wijay...");
  });

  it("shows the role name with the count of sub roles in brackets", () => {
    expect(roleLabel("Store Manager", 1)).toBe("Store Manager (1)");
    expect(roleLabel("Super Admin", 0)).toBe("Super Admin (0)");
    expect(truncate("abc", 5)).toBe("abc");
  });
});

describe("sidebar badges (spec 2.3)", () => {
  it("shows a dot for true, a count above 0, nothing otherwise", () => {
    expect(badgeKind(true)).toEqual({ kind: "dot" });
    expect(badgeKind(12)).toEqual({ kind: "count", count: 12 });
    expect(badgeKind(0)).toBeUndefined();
    expect(badgeKind(false)).toBeUndefined();
    expect(badgeKind(-3)).toBeUndefined();
    expect(badgeKind("5")).toBeUndefined();
  });

  it("reads the value keyed by the route without its leading slash", () => {
    expect(badgeValueFor({ "wallet-points": true, transactions: 4 }, "/wallet-points")).toBe(true);
    expect(badgeValueFor({ transactions: 4 }, "/transactions")).toBe(4);
  });
});

const session = (roleName: string, permissions: string[], subRoles = 0): Session =>
  ({
    token: "t",
    type: "Bearer",
    expiresAt: Date.now() + 60_000,
    user: {
      userId: "u",
      name: "N",
      firstName: "N",
      email: "e",
      role: { roleId: "r", roleName, permissions },
    },
    subRoles: Array.from({ length: subRoles }, (_, index) => ({
      subRoleId: `s${index}`,
      type: "BRAND",
      roleName: "Brand Admin",
    })),
  }) as Session;

describe("user menu (spec 2.4)", () => {
  const all = {
    syncDataEnabled: true,
    contactsHidden: false,
    activeSessionListEnabled: true,
    demoApi: false,
  };

  it("lists My Profile, Sync Data (with ROLE_AND_ACCESS), Contacts, My Active Sessions, Change Password, Logout", () => {
    expect(userMenuKeys(session("Super Admin", ["ROLE_AND_ACCESS"]), all)).toEqual([
      "profile",
      "sync-data",
      "contacts",
      "sessions",
      "change-password",
      "logout",
    ]);
  });

  it("drops Sync Data without ROLE_AND_ACCESS or when disabled, shows My Activities when contacts are hidden", () => {
    expect(userMenuKeys(session("Catalog", []), all)).not.toContain("sync-data");
    expect(
      userMenuKeys(session("Admin", ["ROLE_AND_ACCESS"]), { ...all, syncDataEnabled: false }),
    ).not.toContain("sync-data");
    const hidden = userMenuKeys(session("Admin", []), { ...all, contactsHidden: true });
    expect(hidden).toContain("activities");
    expect(hidden).not.toContain("contacts");
  });

  it("drops My Active Sessions when the list is disabled and adds Reset demo data on the demo API", () => {
    expect(
      userMenuKeys(session("Admin", []), { ...all, activeSessionListEnabled: false }),
    ).not.toContain("sessions");
    expect(userMenuKeys(session("Admin", []), { ...all, demoApi: true })).toEqual([
      "profile",
      "contacts",
      "sessions",
      "change-password",
      "reset-demo",
      "logout",
    ]);
  });
});

describe("view-as availability (spec 4)", () => {
  it("offers the sub app only to a non-sub-admin with sub roles", () => {
    expect(viewAsOptions(false, true)).toEqual({ main: true, sub: true });
    expect(viewAsOptions(false, false)).toEqual({ main: true, sub: false });
    expect(viewAsOptions(true, true)).toEqual({ main: false, sub: true });
    expect(viewAsOptions(true, false)).toEqual({ main: false, sub: false });
  });
});

describe("outlet selector paths", () => {
  it("shows on the configured paths and below them", () => {
    expect(showsOutletSelector("/products", ["/products"])).toBe(true);
    expect(showsOutletSelector("/products/12", ["/products"])).toBe(true);
    expect(showsOutletSelector("/products-archive", ["/products"])).toBe(false);
    expect(showsOutletSelector("/dashboard", ["/products"])).toBe(false);
  });
});

describe("breadcrumbs in other languages", () => {
  it("name known segments in the UI's words and keep the path rule for the rest", () => {
    const words: Record<string, string> = { products: "商品", edit: "編集" };
    const crumbs = breadcrumbsFor("/products/prd-12/edit", {}, 20, (segment) => words[segment]);
    expect(crumbs.map((crumb) => crumb.label)).toEqual(["商品", "Prd 12", "編集"]);
  });
});
