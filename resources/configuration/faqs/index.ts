import { QuestionCircleOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { configuration } from "../area";

/** /faqs: the questions and answers customers read in the app, by group, in the order they see them. */
export const faqsArea = configuration.area({
  name: "faqs",
  texts: "configuration:faq",
  icon: createElement(QuestionCircleOutlined),
  permissionArea: "FAQ",
  idField: "faqId",
  recordLabel: "questionEn",
  pages: ["list", "create", "edit"],
});
