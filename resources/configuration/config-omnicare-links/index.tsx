import { LinkOutlined } from "@ant-design/icons";
import { pageChangeLogRoute } from "@/lib/resource";
import { configuration } from "../area";

/** /config-omnicare-links: one config with a key per link (spec 2.2). */
export const omnicareLinksArea = configuration.area({
  name: "config-omnicare-links",
  apiPath: "app-config-settings",
  icon: <LinkOutlined />,
  permissionArea: "OMNICARE_LINK_SETTING",
  pages: ["list"],
  extraRoutes: [
    pageChangeLogRoute("/config-omnicare-links/change-logs", () => import("./change-logs")),
  ],
});
