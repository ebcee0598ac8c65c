import { GiftOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { promotions } from "../area";

/**
 * /vouchers: a brand's discounts, their codes (the brand's four-letter code + a generated suffix),
 * the archive, and /vouchers/generate for a batch of codes.
 */
export const vouchersArea = promotions.area({
  name: "vouchers",
  texts: "promotions:vouchers",
  icon: createElement(GiftOutlined),
  permissionArea: "VOUCHER",
  idField: "voucherId",
  recordLabel: "voucherName",
  pages: ["list", "show", "create", "edit", "archive", "changeLogs"],
  extraRoutes: [
    {
      link: "generate",
      path: "/vouchers/generate",
      page: () => import("./generate"),
      action: "generate",
    },
  ],
});
