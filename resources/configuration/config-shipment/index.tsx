import { CarOutlined } from "@ant-design/icons";
import { defineArea, pageChangeLogRoute } from "@/lib/resource";

/** /config-shipment: the couriers offered for Express and for Instant delivery (spec 2.2, 3). */
export const shipmentSettingsArea = defineArea({
  name: "config-shipment",
  apiPath: "app-config-settings",
  group: "configuration-group",
  icon: <CarOutlined />,
  permissionArea: "SHIPMENT_SETTING",
  namespaces: ["configuration"],
  pages: { list: () => import("./list") },
  extraRoutes: [pageChangeLogRoute("/config-shipment/change-logs", () => import("./change-logs"))],
});
