import { ContactsOutlined } from "@ant-design/icons";
import { account } from "../area";

/** /my-contacts: colleagues (other staff) with their e-mail, phone and role. */
export const myContacts = account.area({
  name: "my-contacts",
  icon: <ContactsOutlined />,
  permissionArea: "OWN_ACCOUNT",
  pages: ["list"],
  menu: { hidden: true },
});
