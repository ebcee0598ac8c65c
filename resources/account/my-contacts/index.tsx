import { ContactsOutlined } from "@ant-design/icons";
import { defineArea } from "@/lib/resource";

/** /my-contacts: colleagues (other staff) with their e-mail, phone and role. */
export const myContacts = defineArea({
  name: "my-contacts",
  icon: <ContactsOutlined />,
  permissionArea: "OWN_ACCOUNT",
  pages: { list: () => import("./list") },
  namespaces: ["account"],
  menu: { hidden: true },
});
