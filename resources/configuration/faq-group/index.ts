import { FolderOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";

/**
 * /faq-group: the groups FAQs are filed under. Not in the sidebar (spec 2.3 lists only "FAQ: /faqs"):
 * the FAQ list's "FAQ groups" button leads here.
 */
export const faqGroupArea = defineArea({
  name: "faq-group",
  apiPath: "faq-groups",
  group: "configuration-group",
  icon: createElement(FolderOutlined),
  permissionArea: "FAQ_GROUP",
  idField: "faqGroupId",
  recordLabel: "nameEn",
  namespaces: ["configuration"],
  menu: { hidden: true },
  pages: {
    list: () => import("./list"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
});
