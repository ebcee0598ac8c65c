import { areaLinks } from "@/lib/resource";
import type { adminArea } from "./admins";
import type { customerArea } from "./customers";
import type { rolesArea, subRolesArea } from "./roles";
import type { userDevicesArea } from "./user-devices";

/**
 * Typed links to the users pages, built from their area declarations (`links.admin.list()`); other
 * domains use them through exports.ts.
 */
export const links = {
  admin: areaLinks<typeof adminArea>("admin"),
  customer: areaLinks<typeof customerArea>("customer"),
  role: areaLinks<typeof rolesArea>("role"),
  subRole: areaLinks<typeof subRolesArea>("sub-roles"),
  device: areaLinks<typeof userDevicesArea>("user-device"),
};
