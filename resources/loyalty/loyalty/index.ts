import { CrownOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { loyalty } from "../area";

/** /loyalty: loyalty programmes with their tiers, earning rules and members (spec 2.2: POINT only). */
export const loyaltyArea = loyalty.area({
  name: "loyalty",
  texts: "loyalty:programmes",
  icon: createElement(CrownOutlined),
  permissionArea: "LOYALTY",
  idField: "loyaltyId",
  recordLabel: "loyaltyName",
  pages: ["list", "show", "create", "edit", "archive", "changeLogs"],
});
