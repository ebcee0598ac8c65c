import { QuestionCircleOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";

/** /faqs: the questions and answers customers read in the app, by group, in the order they see them. */
export const faqsArea = defineArea({
  name: "faqs",
  group: "configuration-group",
  icon: createElement(QuestionCircleOutlined),
  permissionArea: "FAQ",
  idField: "faqId",
  recordLabel: "questionEn",
  namespaces: ["configuration"],
  pages: {
    list: () => import("./list"),
    create: () => import("./create"),
    edit: () => import("./edit"),
  },
});
