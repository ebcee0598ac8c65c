import { CarOutlined } from "@ant-design/icons";
import { pageChangeLogRoute } from "@/lib/resource";
import { configuration } from "../area";

/** /config-shipment: the couriers offered for Express and for Instant delivery (spec 2.2, 3). */
export const shipmentSettingsArea = configuration.area({
  name: "config-shipment",
  apiPath: "app-config-settings",
  icon: <CarOutlined />,
  permissionArea: "SHIPMENT_SETTING",
  pages: ["list"],
  extraRoutes: [pageChangeLogRoute("/config-shipment/change-logs", () => import("./change-logs"))],
});
