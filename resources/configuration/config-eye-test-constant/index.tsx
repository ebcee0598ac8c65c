import { ExperimentOutlined } from "@ant-design/icons";
import { defineArea, pageChangeLogRoute } from "@/lib/resource";

/** /config-eye-test-constant: the four constants of the eye test (spec 2.2). */
export const eyeTestConstantsArea = defineArea({
  name: "config-eye-test-constant",
  apiPath: "app-config-settings",
  group: "configuration-group",
  icon: <ExperimentOutlined />,
  permissionArea: "CONSTANTS_SETTING",
  namespaces: ["configuration"],
  pages: { list: () => import("./list") },
  extraRoutes: [
    pageChangeLogRoute("/config-eye-test-constant/change-logs", () => import("./change-logs")),
  ],
});
