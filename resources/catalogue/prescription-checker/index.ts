import { ExperimentOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { defineArea } from "@/lib/resource";

export const prescriptionCheckerArea = defineArea({
  name: "simulate-prescription-checker",
  group: "ecommerce-group",
  icon: createElement(ExperimentOutlined),
  permissionArea: "SIMULATE_PRESCRIPTION_CHECKER",
  namespaces: ["catalogue"],
  pages: { list: () => import("./list") },
});
