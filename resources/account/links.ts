import { areaLinks } from "@/lib/resource";
import type { myActivity } from "./my-activity";
import type { myContacts } from "./my-contacts";
import type { myProfile } from "./my-profile";
import type { syncData } from "./sync-data";
import type { userSessions } from "./user-sessions";

/**
 * Typed links to the account pages, built from their area declarations (`links.myActivity.list()`); other
 * domains use them through exports.ts.
 */
export const links = {
  myActivity: areaLinks<typeof myActivity>("my-activity"),
  myContacts: areaLinks<typeof myContacts>("my-contacts"),
  myProfile: areaLinks<typeof myProfile>("my-profile"),
  syncData: areaLinks<typeof syncData>("sync-data"),
  userSessions: areaLinks<typeof userSessions>("user-sessions"),
};
