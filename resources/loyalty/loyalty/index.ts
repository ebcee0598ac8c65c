import { CrownOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { archiveRoute, changeLogRoute } from "@/lib/resource";
import { loyalty } from "../area";

/** /loyalty: loyalty programmes with their tiers, earning rules and members (spec 2.2: POINT only). */
export const loyaltyArea = loyalty.area({
  name: "loyalty",
  texts: "loyalty:programmes",
  icon: createElement(CrownOutlined),
  permissionArea: "LOYALTY",
  idField: "loyaltyId",
  recordLabel: "loyaltyName",
  pages: {
    list: () => import("./list"),
    show: () => import("./show"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
  extraRoutes: [
    archiveRoute("/loyalty/archive", () => import("./archive")),
    changeLogRoute("/loyalty/:id/change-logs", "loyalty", () => import("./change-logs")),
  ],
});
