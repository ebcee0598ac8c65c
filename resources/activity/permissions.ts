import { declarePermissionAreas } from "@providers/access-control/permissions";

/**
 * ACTIVITY: the feed of every staff write (`/activity`). Reading it needs ACTIVITY.LIST; each entry
 * still shows only if its record's own change log may be read (the record's area).
 */
declarePermissionAreas({ ACTIVITY: { list: ["ACTIVITY.LIST"] } }, "menu.activity");
