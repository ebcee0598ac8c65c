import { domainLinks } from "@/lib/domain-links";
import type { myActivity } from "./my-activity";
import type { myContacts } from "./my-contacts";
import type { myProfile } from "./my-profile";
import type { syncData } from "./sync-data";
import type { userSessions } from "./user-sessions";

/**
 * Typed links to the account pages, built from their area declarations (`links.myActivity.list()`); other
 * domains use them through exports.ts.
 */
export const links = domainLinks<{
  myActivity: typeof myActivity;
  myContacts: typeof myContacts;
  myProfile: typeof myProfile;
  syncData: typeof syncData;
  userSessions: typeof userSessions;
}>({
  myActivity: "my-activity",
  myContacts: "my-contacts",
  myProfile: "my-profile",
  syncData: "sync-data",
  userSessions: "user-sessions",
});
