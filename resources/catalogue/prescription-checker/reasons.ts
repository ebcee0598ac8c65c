import type { TFunction } from "i18next";
import type { MatchReason } from "../lib/lens-match";

function eyeLabel(t: TFunction, eye: unknown): string {
  return eye === "right"
    ? t("catalogue:prescriptionChecker.eyes.right")
    : eye === "left"
      ? t("catalogue:prescriptionChecker.eyes.left")
      : "";
}

function specName(t: TFunction, spec: unknown): string {
  switch (spec) {
    case "sph_minus":
      return t("catalogue:products.specs.labels.sph_minus");
    case "sph_plus":
      return t("catalogue:products.specs.labels.sph_plus");
    case "cyl_minus":
      return t("catalogue:products.specs.labels.cyl_minus");
    case "addition":
      return t("catalogue:products.specs.labels.addition");
    case "age":
      return t("catalogue:products.specs.labels.age");
    default:
      return String(spec ?? "");
  }
}

/** Why a lens does not fit, as a sentence (static keys). */
export function reasonText(t: TFunction, reason: MatchReason): string {
  const params = {
    ...reason.params,
    eye: eyeLabel(t, reason.params.eye),
    spec: specName(t, reason.params.spec),
  };
  switch (reason.code) {
    case "outOfRange":
      return reason.params.spec === "age"
        ? t("catalogue:prescriptionChecker.reasons.ageOutOfRange", params)
        : t("catalogue:prescriptionChecker.reasons.outOfRange", params);
    case "cylPlusNotSupported":
      return t("catalogue:prescriptionChecker.reasons.cylPlusNotSupported", params);
    case "powerCombinationExceeded":
      return reason.params.mode === "Nilai Mutlak"
        ? t("catalogue:prescriptionChecker.reasons.powerCombinationAbsolute", params)
        : t("catalogue:prescriptionChecker.reasons.powerCombinationSigned", params);
    case "notLensa":
      return t("catalogue:prescriptionChecker.reasons.notLensa", params);
    default:
      return reason.code;
  }
}
