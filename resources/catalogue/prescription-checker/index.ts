import { ExperimentOutlined } from "@ant-design/icons";
import { createElement } from "react";
import { catalogue } from "../area";

export const prescriptionCheckerArea = catalogue.area({
  name: "simulate-prescription-checker",
  folder: "prescription-checker",
  texts: "catalogue:prescriptionChecker",
  icon: createElement(ExperimentOutlined),
  permissionArea: "SIMULATE_PRESCRIPTION_CHECKER",
  pages: ["list"],
});
