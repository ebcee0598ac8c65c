import type { TreeMenuItem } from "@refinedev/core";
import { allPermissionCodes, can } from "@providers/access-control/permissions";
import { areas } from "@resources/index";
import en from "@locales/en/translation.json";
import id from "@locales/id/translation.json";
import jp from "@locales/jp/translation.json";
import {
  buildMenu,
  flattenMenu,
  humanize,
  menuSignature,
  menuTreeOf,
  type MenuNode,
} from "@/hooks/use-menu-tree";
import { MENU_GROUPS, type AreaDefinition, type MenuGroup } from "@/lib/resource";
import { refineResources } from "@/lib/routes";

/**
 * Spec 2.3: entry (resource name = route segment), group, permission area (true: open to all) — in
 * the spec's order.
 */
const SPEC_MENU: [string, MenuGroup | undefined, string | true][] = [
  ["dashboard", undefined, true],
  ["transactions", "transaction-group", "TRANSACTION"],
  ["transaction-settings", "transaction-group", "TRANSACTION_SETTING"],
  ["stores", "ecommerce-group", "STORE"],
  ["categories", "ecommerce-group", "PRODUCT_CATEGORY"],
  ["products", "ecommerce-group", "PRODUCT"],
  ["brands", "ecommerce-group", "BRAND"],
  ["simulate-prescription-checker", "ecommerce-group", "SIMULATE_PRESCRIPTION_CHECKER"],
  ["banner", "banner-promotion-group", "BANNER"],
  ["popup-banner", "banner-promotion-group", "BANNER"],
  ["vouchers", "banner-promotion-group", "VOUCHER"],
  ["loyalty", "loyalty-group", "LOYALTY"],
  ["wallet-points", "loyalty-group", "WALLET_POINT"],
  ["rewards", "loyalty-group", "REWARD"],
  ["page-content", "configuration-group", "WEB_CONTENT_SETTING"],
  ["config-contact-us", "configuration-group", "WEB_CONTENT_SETTING"],
  ["config-omnicare-links", "configuration-group", "OMNICARE_LINK_SETTING"],
  ["config-eye-test-constant", "configuration-group", "CONSTANTS_SETTING"],
  ["config-shipment", "configuration-group", "SHIPMENT_SETTING"],
  ["faqs", "configuration-group", "FAQ"],
  ["payment-account", "payment-setting-group", "PAYMENT_ACCOUNT"],
  ["payment-channel", "payment-setting-group", "PAYMENT_CHANNEL"],
  ["template-message", "notification-group", "TEMPLATE_MESSAGE"],
  ["notification", "notification-group", "NOTIFICATION"],
  ["notification-schedule", "notification-group", "NOTIFICATION_SCHEDULE"],
  ["admin", "users-group", "ADMIN"],
  ["customer", "users-group", "CUSTOMER"],
  ["role", "users-group", "ROLE"],
  ["user-device", "users-group", "USER_DEVICE"],
];

const page = () => Promise.resolve({ default: () => null });
const specAreas: AreaDefinition[] = [
  ...SPEC_MENU.map(([name, group, permissionArea]) => ({
    name,
    group,
    permissionArea,
    pages: { list: page },
  })),
  {
    name: "my-dashboard",
    permissionArea: "MY_DASHBOARD",
    pages: { list: page },
    menu: { showInMyMode: true },
  },
  {
    name: "my-profile",
    permissionArea: "OWN_ACCOUNT",
    pages: { list: page },
    menu: { hidden: true },
  },
];
// The dashboard is hidden in my-mode (as in resources/dashboard).
specAreas[0]!.menu = { hideInMyMode: true };

/** The menu tree of these areas' resources (as the shell builds it: menuTreeOf). */
const menuTree = (defs: AreaDefinition[]): TreeMenuItem[] => menuTreeOf(refineResources(defs));

const permissionAreaOf = new Map(specAreas.map((area) => [area.name, area.permissionArea]));
const allowedFor = (codes: string[]) => (name: string) => {
  const area = permissionAreaOf.get(name);
  return area === true || (area !== undefined && can(codes, area, "list"));
};
const menu = en.menu as Record<string, string>;
const label = (name: string) => menu[name] ?? humanize(name);
const shape = (nodes: MenuNode[]) =>
  nodes.map((node) =>
    node.isGroup ? [node.label, node.children.map((c) => c.label)] : node.label,
  );

describe("sidebar menu generation (spec 2.3)", () => {
  it("gives a Super Admin every entry of spec 2.3 in its groups and order, Category hidden while the feature is off", () => {
    const items = buildMenu(menuTree(specAreas), {
      isAllowed: allowedFor(allPermissionCodes()),
      mode: "main",
      categoryEnabled: false,
      label,
    });
    expect(shape(items)).toEqual([
      "Dashboard",
      ["Transaction", ["Transaction", "Transaction Settings"]],
      ["E-COMMERCE", ["Store", "Product", "Brand", "Prescription Checker"]],
      ["BANNER & PROMOTION", ["Banner", "Popup Banner", "Voucher"]],
      ["LOYALTY", ["Loyalty", "Wallet Points", "Rewards"]],
      [
        "CONFIGURATION",
        ["Page Content", "Contact Us", "Omnicare Links", "Constants", "Shipment", "FAQ"],
      ],
      ["PAYMENT SETTING", ["Payment Account", "Payment Channel"]],
      ["NOTIFICATION", ["Template Message", "All Notification", "Notification Schedule"]],
      ["USERS", ["Admin", "Customer", "Role & Permission", "User Device"]],
    ]);
    expect(flattenMenu(items).map((node) => node.route)).toContain(
      "/simulate-prescription-checker",
    );
  });

  it("shows Category when the category feature is on", () => {
    const items = buildMenu(menuTree(specAreas), {
      isAllowed: allowedFor(allPermissionCodes()),
      mode: "main",
      categoryEnabled: true,
      label,
    });
    expect(
      items.find((node) => node.name === "ecommerce-group")?.children.map((c) => c.label),
    ).toEqual(["Store", "Category", "Product", "Brand", "Prescription Checker"]);
  });

  it("filters by permission and drops groups left without a visible entry", () => {
    const catalogCodes = [
      "LOGIN.LOGIN_CMS_ADMIN",
      ...["STORE", "BRAND", "PRODUCT"].flatMap((area) =>
        ["LIST", "DETAIL", "CREATE", "UPDATE"].map((action) => `${area}.${action}`),
      ),
    ];
    const items = buildMenu(menuTree(specAreas), {
      isAllowed: allowedFor(catalogCodes),
      mode: "main",
      categoryEnabled: false,
      label,
    });
    expect(shape(items)).toEqual(["Dashboard", ["E-COMMERCE", ["Store", "Product", "Brand"]]]);
  });

  it("a user with no permission gets the Dashboard only (open to all, spec 2.3)", () => {
    const items = buildMenu(menuTree(specAreas), {
      isAllowed: allowedFor([]),
      mode: "main",
      categoryEnabled: false,
      label,
    });
    expect(shape(items)).toEqual(["Dashboard"]);
  });

  it("follows the show-in-my-mode / hide-in-my-mode flags (spec 4)", () => {
    const options = { isAllowed: allowedFor(allPermissionCodes()), categoryEnabled: false, label };
    const main = flattenMenu(buildMenu(menuTree(specAreas), { ...options, mode: "main" })).map(
      (node) => node.name,
    );
    const sub = flattenMenu(buildMenu(menuTree(specAreas), { ...options, mode: "sub" })).map(
      (node) => node.name,
    );
    expect(main).toContain("dashboard");
    expect(main).not.toContain("my-dashboard");
    expect(sub).toContain("my-dashboard");
    expect(sub).not.toContain("dashboard");
    // The sub app's menu is its own: none of the main app's entries (paths outside /my-).
    expect(sub).toEqual(["my-dashboard"]);
    expect(main).toContain("products");
    // Hidden entries (own-account pages) never appear.
    expect([...main, ...sub]).not.toContain("my-profile");
  });
});

describe("menu signature (the shell keeps its menu while only the address changes)", () => {
  const item = (name: string, route?: string, children: TreeMenuItem[] = []) =>
    ({ name, route, children, key: route ?? name, label: name, meta: {} }) as TreeMenuItem;
  const menu = () => [
    item("dashboard", "/dashboard"),
    item("ecommerce-group", undefined, [item("products", "/products"), item("stores", "/stores")]),
  ];

  it("is the same for new menu items that describe the same menu", () => {
    expect(menuSignature(menu())).toBe(menuSignature(menu()));
  });

  it("changes with a name, a route or the nesting", () => {
    const base = menuSignature(menu());
    const renamed = menu();
    renamed[0] = item("home", "/dashboard");
    expect(menuSignature(renamed)).not.toBe(base);
    const moved = menu();
    moved[1]!.children[0] = item("products", "/catalogue/products");
    expect(menuSignature(moved)).not.toBe(base);
    const flat = [
      item("dashboard", "/dashboard"),
      item("products", "/products"),
      item("stores", "/stores"),
    ];
    expect(menuSignature(flat)).not.toBe(base);
  });
});

describe("menu labels", () => {
  const languages = { en, id, jp } as Record<string, { menu: Record<string, string> }>;
  const names = [
    ...MENU_GROUPS,
    ...SPEC_MENU.map(([name]) => name),
    ...areas.map((area) => area.name),
  ];

  it.each(Object.keys(languages))(
    "every group, spec entry and registered area has menu.<name> in %s",
    (lang) => {
      const missing = names.filter((name) => !languages[lang]!.menu[name]);
      expect(missing).toEqual([]);
    },
  );
});
