import { UserOutlined } from "@ant-design/icons";
import { account } from "../area";

/** /my-profile: view and edit one's own name (first-middle-last), phone and photo. Opened from the user menu. */
export const myProfile = account.area({
  name: "my-profile",
  icon: <UserOutlined />,
  permissionArea: "OWN_ACCOUNT",
  pages: ["list"],
  menu: { hidden: true },
});
