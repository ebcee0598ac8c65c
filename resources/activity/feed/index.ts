import { HistoryOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { activity } from "../area";

/** /activity: every staff write of every area the user may read, newest first (docs/activity.md). */
export const activityArea = activity.area({
  name: "activity",
  folder: "feed",
  texts: "activity:feed",
  icon: createElement(HistoryOutlined),
  permissionArea: "ACTIVITY",
  apiPath: "change-logs",
  idField: "id",
  pages: ["list"],
});
