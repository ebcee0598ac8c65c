/**
 * The version-3 permission model of spec section 6, as data: area → action →
 * the backend permission codes (`AREA.ACTION`) a user's role must hold, or
 * `true` for an action open to every signed-in user.
 *
 * Pure data and functions, no React: the console's access control, its menu
 * and the demo API (src/mocks) all judge with this one table. docs/permissions.md
 * is rendered from it (./permissions-doc.ts; a unit test fails when they differ).
 */

export type PermissionAction =
  | "list"
  | "show"
  | "create"
  | "edit"
  | "delete"
  | "archive"
  | "unarchive"
  | "addPoint"
  | "removePoint"
  | "claimReward"
  | "forceDeleteOtherUser"
  | "changePassword"
  | "sendForgotPassword"
  | "sendAccountInfo"
  | "syncData"
  | "generate"
  | "revoke"
  | "cms"
  | "mobileApp";

/** One requirement: every listed code must be held, or `true` = open to every signed-in user. */
/** The code of each CRUD action of an area (`PRODUCT.DETAIL` opens a product's page). */
export const CRUD_ACTION_CODES = {
  list: "LIST",
  show: "DETAIL",
  create: "CREATE",
  edit: "UPDATE",
  delete: "DELETE",
  archive: "ARCHIVE",
  unarchive: "UNARCHIVE",
} as const satisfies Partial<Record<PermissionAction, string>>;

export type Requirement = readonly string[] | true;

export type AreaTable = Partial<Record<PermissionAction, Requirement>>;

/** `AREA.ACTION` backend permission code. */
const code = (area: string, action: string) => `${area}.${action}`;
const codes = (area: string, ...actions: string[]) => actions.map((action) => code(area, action));

/**
 * The usual actions of a CRUD area: list (sidebar) = LIST, show = DETAIL,
 * create = CREATE, edit = UPDATE, delete = DELETE, plus the archive pair when
 * the spec gives the area archive actions. `extra` adds the codes of the
 * lookups its create/edit forms need (spec 6 "Extra requirements").
 */
export function crudArea(
  area: string,
  {
    archive = false,
    del = true,
    extra = [],
  }: { archive?: boolean; del?: boolean; extra?: readonly string[] } = {},
): AreaTable {
  const table: AreaTable = {
    list: codes(area, "LIST"),
    show: codes(area, "DETAIL"),
    create: [code(area, "CREATE"), ...extra],
    edit: [code(area, "UPDATE"), ...extra],
  };
  if (del) table.delete = codes(area, "DELETE");
  if (archive) {
    table.archive = codes(area, "ARCHIVE");
    table.unarchive = codes(area, "UNARCHIVE");
  }
  return table;
}

/** Settings areas (spec 6): seeing needs APP_CONFIG list and detail; changing needs create, update and detail. */
const settingsArea = (): AreaTable => ({
  list: codes("APP_CONFIG", "LIST", "DETAIL"),
  show: codes("APP_CONFIG", "LIST", "DETAIL"),
  edit: codes("APP_CONFIG", "CREATE", "UPDATE", "DETAIL"),
});

/** Users (admin and customer lists) are judged on USER codes plus role list and prescription list (spec 6). */
const userArea = (): AreaTable => ({
  list: ["USER.LIST", "ROLE.LIST", "PRESCRIPTION.LIST"],
  show: ["USER.DETAIL", "PRESCRIPTION.LIST"],
  create: ["USER.CREATE", "ROLE.LIST"],
  edit: ["USER.UPDATE", "ROLE.LIST"],
  delete: ["USER.DELETE"],
  forceDeleteOtherUser: ["USER.FORCE_DELETE_OTHER_USER"],
  changePassword: ["USER.UPDATE"],
  sendForgotPassword: ["USER.UPDATE"],
  sendAccountInfo: ["USER.UPDATE"],
});

/** A change-log page shows an entity's history: it needs that entity's list and detail. */
export const changeLogArea = (entity: string): AreaTable => ({
  list: codes(entity, "LIST", "DETAIL"),
  show: codes(entity, "LIST", "DETAIL"),
});

export const PERMISSION_TABLE = {
  /** Sign-in: staff need LOGIN_CMS_ADMIN; customers sign in to the mobile app. */
  LOGIN: {
    cms: ["LOGIN.LOGIN_CMS_ADMIN"],
    mobileApp: ["LOGIN.LOGIN_MOBILE_APP_CUSTOMER"],
  },
  DASHBOARD: {
    list: ["PRODUCT.LIST", "TRANSACTION.LIST", "USER.LIST"],
    show: ["PRODUCT.LIST", "TRANSACTION.LIST", "USER.LIST"],
  },
  TRANSACTION: {
    list: codes("TRANSACTION", "LIST", "DETAIL"),
    show: codes("TRANSACTION", "DETAIL"),
    edit: codes("TRANSACTION", "UPDATE"),
  },
  TRANSACTION_SETTING: settingsArea(),
  STORE: crudArea("STORE", { archive: true }),
  PRODUCT_CATEGORY: crudArea("PRODUCT_CATEGORY"),
  PRODUCT: crudArea("PRODUCT", { archive: true, extra: ["BRAND.LIST", "PRODUCT_CATEGORY.LIST"] }),
  BRAND: crudArea("BRAND", { archive: true }),
  SIMULATE_PRESCRIPTION_CHECKER: {
    list: ["USER.LIST", "PRESCRIPTION.LIST", "PRODUCT.LIST"],
  },
  BANNER: crudArea("BANNER", {
    archive: true,
    extra: ["PRODUCT.LIST", "PRODUCT.DETAIL", "VOUCHER.LIST", "VOUCHER.DETAIL"],
  }),
  VOUCHER: {
    ...crudArea("VOUCHER", { archive: true, extra: ["PRODUCT.LIST"] }),
    generate: ["VOUCHER.CREATE", "PRODUCT.LIST"],
  },
  LOYALTY: crudArea("LOYALTY", { archive: true, extra: ["MEMBER.LIST"] }),
  WALLET_POINT: {
    list: codes("WALLET_POINT", "LIST"),
    show: codes("WALLET_POINT", "DETAIL"),
    addPoint: codes("WALLET_POINT", "ADD_POINT", "UPDATE"),
    removePoint: codes("WALLET_POINT", "REMOVE_POINT", "UPDATE"),
  },
  REWARD: {
    ...crudArea("REWARD", { archive: true, extra: ["VOUCHER.LIST", "PRODUCT.LIST"] }),
    claimReward: ["REWARD.CLAIM_REWARD", "REWARD.UPDATE", "REWARD.DETAIL"],
  },
  WEB_CONTENT_SETTING: settingsArea(),
  OMNICARE_LINK_SETTING: settingsArea(),
  CONSTANTS_SETTING: settingsArea(),
  SHIPMENT_SETTING: settingsArea(),
  FAQ: crudArea("FAQ", { archive: true, extra: ["FAQ_GROUP.LIST"] }),
  FAQ_GROUP: crudArea("FAQ_GROUP"),
  PAYMENT_ACCOUNT: crudArea("PAYMENT_ACCOUNT", { archive: true }),
  PAYMENT_CHANNEL: crudArea("PAYMENT_CHANNEL", { archive: true }),
  TEMPLATE_MESSAGE: {
    list: codes("TEMPLATE_MESSAGE", "LIST"),
    show: codes("TEMPLATE_MESSAGE", "DETAIL"),
    edit: codes("TEMPLATE_MESSAGE", "UPDATE"),
  },
  NOTIFICATION: {
    list: codes("NOTIFICATION", "LIST"),
    show: codes("NOTIFICATION", "DETAIL"),
    create: codes("NOTIFICATION", "CREATE"),
    edit: codes("NOTIFICATION", "UPDATE"),
  },
  NOTIFICATION_SCHEDULE: crudArea("NOTIFICATION_SCHEDULE"),
  ADMIN: userArea(),
  CUSTOMER: userArea(),
  /** Customers' eye prescriptions (spec 6 names prescription list, create, update and delete with ADMIN and CUSTOMER). */
  PRESCRIPTION: crudArea("PRESCRIPTION"),
  /** Spec 2.3: the User Device entry is gated by the ADMIN permission. */
  USER_DEVICE: {
    list: ["USER.LIST", "ROLE.LIST", "PRESCRIPTION.LIST"],
    show: ["USER.DETAIL", "PRESCRIPTION.LIST"],
    /** Signs a device out and removes its push token: a change to the user. */
    revoke: ["USER.UPDATE"],
  },
  ROLE: crudArea("ROLE", { archive: true, del: false }),
  /** Sync Data (user menu) needs ROLE_AND_ACCESS. */
  ROLE_AND_ACCESS: {
    syncData: ["ROLE_AND_ACCESS"],
    list: ["ROLE_AND_ACCESS"],
  },
  PRODUCT_CHANGE_LOG: changeLogArea("PRODUCT"),
  BRAND_CHANGE_LOG: changeLogArea("BRAND"),
  STORE_CHANGE_LOG: changeLogArea("STORE"),
  TRANSACTION_CHANGE_LOG: changeLogArea("TRANSACTION"),
  /** The user's own account pages (profile, contacts, activity, own password, own sessions). */
  OWN_ACCOUNT: {
    list: true,
    show: true,
    edit: true,
    delete: true,
    changePassword: true,
  },
  /** The sub-app home (/my-dashboard): open to every signed-in user; the sub-role rule is the shell's. */
  MY_DASHBOARD: {
    list: true,
    show: true,
  },
} satisfies Record<string, AreaTable>;

export type PermissionArea = keyof typeof PERMISSION_TABLE;

/** The areas of spec 6. */
export const PERMISSION_AREAS = Object.keys(PERMISSION_TABLE) as PermissionArea[];

/**
 * Areas a console area declares itself beyond spec 6 (`defineArea({ permissions })`), each with the
 * key of its name (the area's menu label, in the shell's texts).
 */
const declared = new Map<string, { table: AreaTable; label: string }>();

/**
 * Adds the permission areas an area declares: the console, the demo API and the role editor judge
 * with them. Returns what takes them away again (a test that declares an area leaves the table as
 * it found it).
 */
export function declarePermissionAreas(
  tables: Record<string, AreaTable>,
  label: string,
): () => void {
  for (const area of Object.keys(tables)) {
    if (Object.prototype.hasOwnProperty.call(PERMISSION_TABLE, area))
      throw new Error(`The permission area ${area} is spec 6's: it cannot be declared again.`);
  }
  for (const [area, table] of Object.entries(tables)) declared.set(area, { table, label });
  return () => {
    for (const area of Object.keys(tables)) declared.delete(area);
  };
}

/** Every permission area: spec 6's, then those the areas declare. */
export const permissionAreas = (): string[] => [...PERMISSION_AREAS, ...declared.keys()];

/** An area's table (spec 6's or a declared one). */
export const permissionTableOf = (area: string): AreaTable | undefined =>
  Object.prototype.hasOwnProperty.call(PERMISSION_TABLE, area)
    ? PERMISSION_TABLE[area as PermissionArea]
    : declared.get(area)?.table;

/** The key of a declared area's name (undefined for spec 6's: the role editor names those). */
export const declaredAreaLabel = (area: string): string | undefined => declared.get(area)?.label;

export const isPermissionArea = (area: string): boolean => permissionTableOf(area) !== undefined;

/** The codes an area's action needs; `true` when open to all; undefined when the table has no such entry. */
export function requiredCodes(area: string, action: string): string[] | true | undefined {
  const table = permissionTableOf(area);
  if (!table) return undefined;
  if (!Object.prototype.hasOwnProperty.call(table, action)) return undefined;
  const requirement = table[action as PermissionAction];
  if (requirement === undefined) return undefined;
  return requirement === true ? true : [...requirement];
}

/**
 * The login codes come with or without the `LOGIN.` prefix
 * (api-conventions.md): both spellings count as the same code.
 */
function normalise(codeValue: string): string {
  const trimmed = codeValue.trim();
  if (trimmed === "LOGIN_CMS_ADMIN" || trimmed === "LOGIN_MOBILE_APP_CUSTOMER") {
    return `LOGIN.${trimmed}`;
  }
  return trimmed;
}

/** True when `userCodes` holds every code of `required` (or `required` is true). */
export function hasCodes(
  userCodes: readonly string[] | null | undefined,
  required: readonly string[] | true | undefined,
): boolean {
  if (required === true) return true;
  if (required === undefined) return false;
  const held = new Set((userCodes ?? []).map(normalise));
  return required.every((codeValue) => held.has(normalise(codeValue)));
}

/** May a user holding `userCodes` perform `action` in `area`? Unknown area or action: no. */
export function can(
  userCodes: readonly string[] | null | undefined,
  area: string,
  action: string,
): boolean {
  return hasCodes(userCodes, requiredCodes(area, action));
}

/** May this role sign in to the console? (spec 8: a role without LOGIN_CMS_ADMIN is refused) */
export const canSignInToConsole = (userCodes: readonly string[] | null | undefined) =>
  can(userCodes, "LOGIN", "cms");

/** Every code the table mentions, sorted (the demo API gives them all to the Super Admin role). */
export function allPermissionCodes(): string[] {
  const all = new Set<string>();
  for (const area of permissionAreas()) {
    const table = permissionTableOf(area) ?? {};
    for (const requirement of Object.values(table)) {
      if (requirement !== true && requirement) requirement.forEach((item) => all.add(item));
    }
  }
  return [...all].sort();
}

/**
 * Choices made where spec section 6 names an action without its codes; the
 * permissions doc prints them next to the table.
 */
export const PERMISSION_CHOICES: readonly string[] = [
  "Every area action uses `AREA.ACTION` with the spec's actions: list (the sidebar entry) = LIST, show = DETAIL, create = CREATE, edit = UPDATE, delete = DELETE, archive = ARCHIVE (the archive page and the archive button), unarchive = UNARCHIVE.",
  "Spec 6 lists create, update and archive actions for STORE, PRODUCT, BRAND, VOUCHER, LOYALTY, BANNER, REWARD, FAQ, PAYMENT_ACCOUNT and PAYMENT_CHANNEL; they also get `delete` = AREA.DELETE so a page can offer deletion when the backend allows it. ROLE has no delete (spec: sidebar, create, update, archive).",
  "The extra requirements of spec 6 (PRODUCT: brand and product category list; VOUCHER: product list; LOYALTY: member list; BANNER: product and voucher list and detail; REWARD: voucher and product list; FAQ: FAQ group list) apply to the create and edit actions, whose forms look those records up. 'member list' is `MEMBER.LIST`; 'FAQ group' is `FAQ_GROUP.LIST`.",
  "VOUCHER `generate` (/vouchers/generate) = VOUCHER.CREATE plus PRODUCT.LIST, like create.",
  "CLAIM_REWARD is the REWARD action `claimReward` = REWARD.CLAIM_REWARD plus REWARD.UPDATE and REWARD.DETAIL.",
  "WALLET_POINT `addPoint` = WALLET_POINT.ADD_POINT + WALLET_POINT.UPDATE, `removePoint` = WALLET_POINT.REMOVE_POINT + WALLET_POINT.UPDATE.",
  "TRANSACTION list (the sidebar entry) needs TRANSACTION.LIST and TRANSACTION.DETAIL; the detail page needs TRANSACTION.DETAIL; update = TRANSACTION.UPDATE.",
  "Settings areas (TRANSACTION_SETTING, SHIPMENT_SETTING, WEB_CONTENT_SETTING, OMNICARE_LINK_SETTING, CONSTANTS_SETTING): list/show = APP_CONFIG.LIST + APP_CONFIG.DETAIL; edit = APP_CONFIG.CREATE + APP_CONFIG.UPDATE + APP_CONFIG.DETAIL.",
  "ADMIN and CUSTOMER use USER codes: list = USER.LIST + ROLE.LIST + PRESCRIPTION.LIST; show = USER.DETAIL + PRESCRIPTION.LIST; create/edit = USER.CREATE/USER.UPDATE + ROLE.LIST (the role picker); delete = USER.DELETE; forceDeleteOtherUser = USER.FORCE_DELETE_OTHER_USER. The list's row actions change password, send forgot-password email and send account information are updates of the user: USER.UPDATE.",
  "USER_DEVICE is gated by ADMIN (spec 2.3): the same codes as ADMIN list and show.",
  "USER_DEVICE `revoke` (sign a device out and remove its push token) changes the user: USER.UPDATE.",
  "DASHBOARD list needs PRODUCT.LIST, TRANSACTION.LIST and USER.LIST (spec 6): the main dashboard's figures and charts. The Dashboard page itself and its sidebar entry are open to every signed-in user (spec 2.3): it is where everyone lands after signing in. Its 'Needs attention' lines each need their own list's LIST code (transactions, vouchers, rewards, notifications, notification schedules), the points panel WALLET_POINT.LIST; the sub app's dashboard shows its figures with TRANSACTION.LIST (the orders of the user's own outlets). The demo API answers the dashboard's calls with TRANSACTION.LIST (/dashboard/summary, /dashboard/trend) and WALLET_POINT.LIST (/dashboard/points).",
  "SIMULATE_PRESCRIPTION_CHECKER list = USER.LIST + PRESCRIPTION.LIST + PRODUCT.LIST.",
  "FAQ_GROUP (/faq-group) and PRODUCT_CATEGORY are plain CRUD areas of their own codes.",
  "Change-log areas (PRODUCT_CHANGE_LOG, BRAND_CHANGE_LOG, STORE_CHANGE_LOG, TRANSACTION_CHANGE_LOG) need the entity's LIST and DETAIL.",
  "ROLE_AND_ACCESS (Sync Data): the bare code `ROLE_AND_ACCESS`, as spec 6 names it.",
  "LOGIN: `cms` = LOGIN.LOGIN_CMS_ADMIN (the console refuses sign-in without it), `mobileApp` = LOGIN.LOGIN_MOBILE_APP_CUSTOMER. The bare codes LOGIN_CMS_ADMIN and LOGIN_MOBILE_APP_CUSTOMER are accepted too.",
  "OWN_ACCOUNT (my profile, contacts, activities, own password, own sessions) and MY_DASHBOARD are open to every signed-in user (`true`); the sub-app rules of spec 4 are the shell's.",
];
