import { allPermissionCodes } from "@providers/access-control/permissions";
import { daysAgo, seeded } from "@/mocks/lib/seed";
import { config } from "@/config";
import type { RoleRecord, SubRoleRecord } from "../schema/role";
import { BRAND_SEED } from "@resources/catalogue/demo/exports";
import { seedStores } from "@resources/catalogue/demo/exports";

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

function roleDefinitions(): Omit<
  RoleRecord,
  "createdAt" | "updatedAt" | "isActive" | "isArchived"
>[] {
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

export const seedRoles = seeded<RoleRecord>("roles", () =>
  roleDefinitions().map((role, i) => ({
    ...role,
    isActive: true,
    isArchived: false,
    archivedAt: null,
    createdAt: daysAgo(800 - i),
    updatedAt: daysAgo(100 - i),
  })),
);

/**
 * Sub-role definitions (spec 4) and who has them: manager@demo.test has a brand sub role (the view-as
 * selector offers the sub app), subadmin@demo.test a brand and an outlet sub role (lands in the sub
 * app); nosub@demo.test has none. One definition is nobody's yet.
 */
export const seedSubRoles = seeded<SubRoleRecord>("subRoles", (size) => {
  const stores = seedStores(size);
  const firstStore = (brandIndex: number) =>
    stores.find((store) => store.companyBrandId === `brd-${brandIndex + 1}` && !store.isArchived)!
      .storeId;
  const brandId = (i: number) => `brd-${i + 1}`;
  const at = {
    isArchived: false,
    archivedAt: null,
    createdAt: daysAgo(300),
    updatedAt: daysAgo(20),
  };
  return [
    {
      subRoleId: "srl-1",
      type: "BRAND",
      roleName: `${BRAND_SEED[0]!.brandName} Brand Admin`,
      brandId: brandId(0),
      storeIds: [],
      userIds: ["usr-manager"],
      ...at,
    },
    {
      subRoleId: "srl-2",
      type: "BRAND",
      roleName: `${BRAND_SEED[1]!.brandName} Brand Admin`,
      brandId: brandId(1),
      storeIds: [],
      userIds: ["usr-subadmin"],
      ...at,
    },
    {
      subRoleId: "srl-3",
      type: "STORE",
      roleName: `${BRAND_SEED[2]!.brandName} Store Admin`,
      brandId: brandId(2),
      storeIds: [firstStore(2)],
      userIds: ["usr-subadmin"],
      ...at,
    },
    {
      subRoleId: "srl-4",
      type: "STORE",
      roleName: `${BRAND_SEED[0]!.brandName} Store Admin`,
      brandId: brandId(0),
      storeIds: [firstStore(0)],
      userIds: [],
      ...at,
    },
  ];
});
