import { LinkOutlined } from "@ant-design/icons";
import { configuration } from "../area";

/** /config-omnicare-links: one config with a key per link (spec 2.2). */
export const omnicareLinksArea = configuration.area({
  name: "config-omnicare-links",
  apiPath: "app-config-settings",
  icon: <LinkOutlined />,
  permissionArea: "OMNICARE_LINK_SETTING",
  pages: ["list", "changeLogs"],
});
