import { allPermissionCodes } from "@providers/access-control/permissions";
import { daysAgo, seeded } from "../lib/seed";
import { config } from "@/config";
import type { Role } from "@/contract/user";

export const LOGIN = "LOGIN.LOGIN_CMS_ADMIN";

const crud = (area: string, ...actions: string[]) => actions.map((action) => `${area}.${action}`);

/** Role ids the demo accounts use. The customer role id is the console's fixed one. */
export const ROLE_IDS = {
  superAdmin: "rol-super-admin",
  catalog: "rol-catalog",
  manager: "rol-manager",
  subAdmin: "rol-sub-admin",
  operations: "rol-operations",
  marketing: "rol-marketing",
  customer: config.customerRoleId,
  dealerOwner: "rol-dealer-owner",
  dealerPersonnel: "rol-dealer-personnel",
} as const;

function roleDefinitions(): Omit<Role, "createdAt" | "updatedAt" | "isActive" | "isArchived">[] {
  const all = [...new Set([LOGIN, ...allPermissionCodes()])].sort();
  const managerExcluded = new Set([
    ...crud("ROLE", "CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE"),
    "USER.FORCE_DELETE_OTHER_USER",
    "ROLE_AND_ACCESS",
  ]);
  return [
    {
      roleId: ROLE_IDS.superAdmin,
      roleName: "Super Admin",
      description: "Every permission of the console.",
      permissions: all,
    },
    {
      roleId: ROLE_IDS.catalog,
      roleName: "Catalog Staff",
      description:
        "The whole catalogue and nothing else: stores, brands, categories and products (every action), the change logs and the prescription checker, plus the lookups their forms need.",
      permissions: [
        LOGIN,
        ...["STORE", "BRAND", "PRODUCT"].flatMap((area) =>
          crud(area, "LIST", "DETAIL", "CREATE", "UPDATE", "DELETE", "ARCHIVE", "UNARCHIVE"),
        ),
        ...crud("PRODUCT_CATEGORY", "LIST", "DETAIL", "CREATE", "UPDATE", "DELETE"),
        "USER.LIST",
        "PRESCRIPTION.LIST",
      ],
    },
    {
      roleId: ROLE_IDS.manager,
      roleName: "Store Manager",
      description: "Runs the stores: everything except role management and Sync Data.",
      permissions: all.filter((code) => !managerExcluded.has(code)),
    },
    {
      roleId: ROLE_IDS.subAdmin,
      roleName: "Sub Admin",
      description: "Brand or outlet admin working in the sub app.",
      permissions: [
        LOGIN,
        ...crud("PRODUCT", "LIST", "DETAIL"),
        ...crud("TRANSACTION", "LIST", "DETAIL", "UPDATE"),
        ...crud("STORE", "LIST", "DETAIL"),
        ...crud("BRAND", "LIST", "DETAIL"),
      ],
    },
    {
      roleId: ROLE_IDS.operations,
      roleName: "Operations Staff",
      description: "Transactions, customers and vouchers.",
      permissions: [
        LOGIN,
        ...crud("TRANSACTION", "LIST", "DETAIL", "UPDATE"),
        ...crud("PRODUCT", "LIST", "DETAIL"),
        ...crud("USER", "LIST", "DETAIL"),
        "ROLE.LIST",
        "PRESCRIPTION.LIST",
        ...crud("VOUCHER", "LIST", "DETAIL"),
      ],
    },
    {
      roleId: ROLE_IDS.marketing,
      roleName: "Marketing Staff",
      description: "Banners, vouchers, loyalty, rewards and notifications.",
      permissions: [
        LOGIN,
        ...crud("BANNER", "LIST", "DETAIL", "CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE"),
        ...crud("VOUCHER", "LIST", "DETAIL", "CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE"),
        ...crud("LOYALTY", "LIST", "DETAIL", "CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE"),
        ...crud("REWARD", "LIST", "DETAIL", "CREATE", "UPDATE", "ARCHIVE", "UNARCHIVE"),
        ...crud("PRODUCT", "LIST", "DETAIL"),
        "MEMBER.LIST",
        ...crud("NOTIFICATION", "LIST", "DETAIL", "CREATE", "UPDATE"),
        ...crud("TEMPLATE_MESSAGE", "LIST", "DETAIL", "UPDATE"),
      ],
    },
    {
      roleId: ROLE_IDS.customer,
      roleName: "Customer",
      description: "Mobile app customers.",
      permissions: ["LOGIN.LOGIN_MOBILE_APP_CUSTOMER"],
    },
    {
      roleId: ROLE_IDS.dealerOwner,
      roleName: "Dealer Owner",
      description: "Dealer owners (mobile app).",
      permissions: ["LOGIN.LOGIN_MOBILE_APP_CUSTOMER"],
    },
    {
      roleId: ROLE_IDS.dealerPersonnel,
      roleName: "Dealer Personnel",
      description: "Dealer staff (mobile app).",
      permissions: ["LOGIN.LOGIN_MOBILE_APP_CUSTOMER"],
    },
  ];
}

export const seedRoles = seeded<Role>("roles", () =>
  roleDefinitions().map((role, i) => ({
    ...role,
    isActive: true,
    isArchived: false,
    createdAt: daysAgo(800 - i),
    updatedAt: daysAgo(100 - i),
  })),
);
