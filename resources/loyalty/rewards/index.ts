import { TrophyOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { loyalty } from "../area";

/** /rewards: what members claim with their points (a voucher or a product), and the claims. */
export const rewardsArea = loyalty.area({
  name: "rewards",
  texts: "loyalty:rewards",
  icon: createElement(TrophyOutlined),
  permissionArea: "REWARD",
  idField: "rewardId",
  recordLabel: "rewardName",
  pages: ["list", "show", "create", "edit", "archive", "changeLogs"],
});
