import type { TFunction } from "i18next";
import type { SpecificationIssue } from "../lib/specifications";

/** A specification's label: the defaults are translated (static keys), custom ones show as typed. */
export function specLabel(t: TFunction, spec: { key: string; label: string }): string {
  switch (spec.key) {
    case "warranty":
      return t("catalogue:products.specs.labels.warranty");
    case "originality":
      return t("catalogue:products.specs.labels.originality");
    case "shape":
      return t("catalogue:products.specs.labels.shape");
    case "for_gender":
      return t("catalogue:products.specs.labels.for_gender");
    case "personalization":
      return t("catalogue:products.specs.labels.personalization");
    case "material":
      return t("catalogue:products.specs.labels.material");
    case "frame_dimension_lens_width":
      return t("catalogue:products.specs.labels.frame_dimension_lens_width");
    case "frame_dimension_lens_height":
      return t("catalogue:products.specs.labels.frame_dimension_lens_height");
    case "frame_dimension_bridge":
      return t("catalogue:products.specs.labels.frame_dimension_bridge");
    case "frame_dimension_temple":
      return t("catalogue:products.specs.labels.frame_dimension_temple");
    case "lens_type":
      return t("catalogue:products.specs.labels.lens_type");
    case "age":
      return t("catalogue:products.specs.labels.age");
    case "sph_minus":
      return t("catalogue:products.specs.labels.sph_minus");
    case "sph_plus":
      return t("catalogue:products.specs.labels.sph_plus");
    case "cyl_minus":
      return t("catalogue:products.specs.labels.cyl_minus");
    case "power_combination_type":
      return t("catalogue:products.specs.labels.power_combination_type");
    case "power_combination":
      return t("catalogue:products.specs.labels.power_combination");
    case "addition":
      return t("catalogue:products.specs.labels.addition");
    default:
      return spec.label || spec.key;
  }
}

/** One validation issue of a specification as a sentence (static keys). */
export function specIssueMessage(t: TFunction, issue: SpecificationIssue, label: string): string {
  const part =
    issue.part === "min"
      ? t("catalogue:products.specs.min")
      : issue.part === "max"
        ? t("catalogue:products.specs.max")
        : label;
  const params = { ...issue.params, part, field: label };
  switch (issue.code) {
    case "required":
      return issue.part
        ? t("catalogue:products.specErrors.rangeRequired", params)
        : t("crud.validation.required", params);
    case "notNumber":
      return t("catalogue:products.specErrors.notNumber", params);
    case "belowMin":
      return t("catalogue:products.specErrors.belowMin", params);
    case "aboveMax":
      return t("catalogue:products.specErrors.aboveMax", params);
    case "step":
      return t("catalogue:products.specErrors.step", params);
    case "minGreaterThanMax":
      return t("catalogue:products.specErrors.minGreaterThanMax", params);
    case "notAnOption":
      return t("catalogue:products.specErrors.notAnOption", params);
    case "disabled":
      return t("catalogue:products.specErrors.disabled", params);
    case "duplicateKey":
      return t("catalogue:products.specErrors.duplicateKey", params);
    case "invalidKey":
      return t("catalogue:products.specErrors.invalidKey", params);
    case "missingLabel":
      return t("catalogue:products.specErrors.missingLabel", params);
    case "missingOptions":
      return t("catalogue:products.specErrors.missingOptions", params);
    case "defaultRemoved":
      return t("catalogue:products.specErrors.defaultRemoved", params);
    default:
      return label;
  }
}
