import { ExperimentOutlined } from "@ant-design/icons";
import { configuration } from "../area";

/** /config-eye-test-constant: the four constants of the eye test (spec 2.2). */
export const eyeTestConstantsArea = configuration.area({
  name: "config-eye-test-constant",
  apiPath: "app-config-settings",
  icon: <ExperimentOutlined />,
  permissionArea: "CONSTANTS_SETTING",
  pages: ["list", "changeLogs"],
});
