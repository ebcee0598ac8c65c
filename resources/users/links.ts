import { domainLinks } from "@/lib/domain-links";
import type { adminArea } from "./admins";
import type { customerArea } from "./customers";
import type { rolesArea, subRolesArea } from "./roles";
import type { userDevicesArea } from "./user-devices";

/**
 * Typed links to the users pages, built from their area declarations (`links.admin.list()`); other
 * domains use them through exports.ts.
 */
export const links = domainLinks<{
  admin: typeof adminArea;
  customer: typeof customerArea;
  role: typeof rolesArea;
  subRole: typeof subRolesArea;
  device: typeof userDevicesArea;
}>({
  admin: "admin",
  customer: "customer",
  role: "role",
  subRole: "sub-roles",
  device: "user-device",
});
