import { LinkOutlined } from "@ant-design/icons";
import { defineArea, pageChangeLogRoute } from "@/lib/resource";

/** /config-omnicare-links: one config with a key per link (spec 2.2). */
export const omnicareLinksArea = defineArea({
  name: "config-omnicare-links",
  apiPath: "app-config-settings",
  group: "configuration-group",
  icon: <LinkOutlined />,
  permissionArea: "OMNICARE_LINK_SETTING",
  namespaces: ["configuration"],
  pages: { list: () => import("./list") },
  extraRoutes: [
    pageChangeLogRoute("/config-omnicare-links/change-logs", () => import("./change-logs")),
  ],
});
