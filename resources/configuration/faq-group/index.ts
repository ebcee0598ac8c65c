import { FolderOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { configuration } from "../area";

/**
 * /faq-group: the groups FAQs are filed under. Not in the sidebar (spec 2.3 lists only "FAQ: /faqs"):
 * the FAQ list's "FAQ groups" button leads here.
 */
export const faqGroupArea = configuration.area({
  name: "faq-group",
  texts: "configuration:faq.groups",
  apiPath: "faq-groups",
  icon: createElement(FolderOutlined),
  permissionArea: "FAQ_GROUP",
  idField: "faqGroupId",
  recordLabel: "nameEn",
  menu: { hidden: true },
  pages: ["list", "create", "edit"],
});
