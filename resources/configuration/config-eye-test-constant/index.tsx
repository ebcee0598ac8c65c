import { ExperimentOutlined } from "@ant-design/icons";
import { pageChangeLogRoute } from "@/lib/resource";
import { configuration } from "../area";

/** /config-eye-test-constant: the four constants of the eye test (spec 2.2). */
export const eyeTestConstantsArea = configuration.area({
  name: "config-eye-test-constant",
  apiPath: "app-config-settings",
  icon: <ExperimentOutlined />,
  permissionArea: "CONSTANTS_SETTING",
  pages: ["list"],
  extraRoutes: [
    pageChangeLogRoute("/config-eye-test-constant/change-logs", () => import("./change-logs")),
  ],
});
