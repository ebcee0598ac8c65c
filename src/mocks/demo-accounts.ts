/**
 * The demo accounts of the embedded demo API, as plain data: the login page lists
 * them, so this file stays tiny and never imports the demo database.
 */
export const DEMO_PASSWORD = "Demo1234!";

export interface DemoAccount {
  email: string;
  /** Role name as the profile reports it. */
  role: string;
  /** What signing in with this account shows (English; a UI may translate by `key`). */
  shows: string;
  /** Stable key, e.g. for a translation `public.demoAccounts.<key>`. */
  key: "admin" | "catalog" | "manager" | "subadmin" | "nosub" | "expired" | "customer";
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { key: "admin", email: "admin@demo.test", role: "Super Admin", shows: "Every permission" },
  {
    key: "catalog",
    email: "catalog@demo.test",
    role: "Catalog Staff",
    shows: "Only the catalogue: stores, brands, products",
  },
  {
    key: "manager",
    email: "manager@demo.test",
    role: "Store Manager",
    shows: "Main role with sub roles: can view as the sub app",
  },
  {
    key: "subadmin",
    email: "subadmin@demo.test",
    role: "Sub Admin",
    shows: "Sub admin with sub roles: lands in the sub app",
  },
  {
    key: "nosub",
    email: "nosub@demo.test",
    role: "Sub Admin",
    shows: "Sub admin without sub roles: no access to the sub app",
  },
  {
    key: "expired",
    email: "expired@demo.test",
    role: "Operations Staff",
    shows: "Password expired: must change it first",
  },
  {
    key: "customer",
    email: "customer@demo.test",
    role: "Customer",
    shows: "Customer role without LOGIN_CMS_ADMIN: sign-in refused",
  },
];
