import type { TFunction } from "i18next";
import type { MatchReason } from "../lib/lens-match";

function eyeLabel(t: TFunction, eye: unknown): string {
  return eye === "right"
    ? t("prescriptionChecker.eyes.right")
    : eye === "left"
      ? t("prescriptionChecker.eyes.left")
      : "";
}

function specName(t: TFunction, spec: unknown): string {
  switch (spec) {
    case "sph_minus":
      return t("products.specs.labels.sph_minus");
    case "sph_plus":
      return t("products.specs.labels.sph_plus");
    case "cyl_minus":
      return t("products.specs.labels.cyl_minus");
    case "addition":
      return t("products.specs.labels.addition");
    case "age":
      return t("products.specs.labels.age");
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
        ? t("prescriptionChecker.reasons.ageOutOfRange", params)
        : t("prescriptionChecker.reasons.outOfRange", params);
    case "cylPlusNotSupported":
      return t("prescriptionChecker.reasons.cylPlusNotSupported", params);
    case "powerCombinationExceeded":
      return reason.params.mode === "Nilai Mutlak"
        ? t("prescriptionChecker.reasons.powerCombinationAbsolute", params)
        : t("prescriptionChecker.reasons.powerCombinationSigned", params);
    case "notLensa":
      return t("prescriptionChecker.reasons.notLensa", params);
    default:
      return reason.code;
  }
}
