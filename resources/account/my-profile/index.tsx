import { UserOutlined } from "@ant-design/icons";
import { defineArea } from "@/lib/resource";

/** /my-profile: view and edit one's own name (first-middle-last), phone and photo. Opened from the user menu. */
export const myProfile = defineArea({
  name: "my-profile",
  icon: <UserOutlined />,
  permissionArea: "OWN_ACCOUNT",
  pages: { list: () => import("./list") },
  namespaces: ["account"],
  menu: { hidden: true },
});
