import { db } from "@/mocks/db";
import { resource } from "@/mocks/lib/crud";
import { invalid, type RouteContext } from "@/mocks/lib/route";
import { isBlank, oneOf, requireFields } from "@/mocks/lib/validate";
import { contactUsValue } from "../schema/contact-us";
import { toFieldErrors } from "@/contract/common";
import { inEnglish } from "@/mocks/lib/english";
import { settingProblem, TRANSACTION_SETTING_KEYS } from "@resources/transactions/exports";

const SETTINGS_AREAS: Record<string, string> = {
  TRANSACTION_SETTING: "TRANSACTION_SETTING",
  SHIPMENT_SETTING: "SHIPMENT_SETTING",
  WEB_CONTENT_SETTING: "WEB_CONTENT_SETTING",
  OMNICARE_LINK_SETTING: "OMNICARE_LINK_SETTING",
  CONSTANTS_SETTING: "CONSTANTS_SETTING",
};

// --- contact us (CONTACT_US, WEB_CONTENT_SETTING) -----------------------------------------------

/** CONTACT_US's value must match its contract: 422 keyed `value.<field>`; stored normalised. */
function prepareContactUs(record: Record<string, unknown>) {
  if (record.key !== "CONTACT_US") return record;
  const result = contactUsValue.safeParse(record.value);
  if (!result.success) {
    const errors = toFieldErrors(result.error.issues, inEnglish);
    throw invalid(
      Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [`value.${field}`, message]),
      ),
    );
  }
  return { ...record, value: result.data };
}

// --- end contact us -----------------------------------------------------------------------------

const appConfigs = resource({
  path: "/app-configs",
  entity: "app-config",
  collection: db.appConfigs,
  // Every settings area needs the same APP_CONFIG codes; TRANSACTION_SETTING stands for them all.
  area: (ctx: RouteContext) =>
    SETTINGS_AREAS[ctx.query.get("group") ?? ""] ?? "TRANSACTION_SETTING",
  operations: ["list", "show", "create", "update"],
  actions: { create: "edit" },
  readOnly: ["key"],
  prepare: (record, existing) =>
    prepareContactUs(
      existing
        ? record
        : {
            ...record,
            configId: String(record.key ?? "").trim() || record.configId,
            key: String(record.key ?? "").trim(),
          },
    ),
  validate: (record, existing) => {
    const errors = requireFields(record, { group: "Group" });
    if (!existing) {
      if (isBlank(record.key)) errors.key = "Key is required.";
      else if (db.appConfigs.get(record.key)) errors.key = "This key already exists.";
    }
    if (record.value === undefined) errors.value = "Value is required.";
    oneOf(record.group, Object.keys(SETTINGS_AREAS), "group", errors);
    if (record.key === "TRX_ALLOW_ZERO_PAYMENT")
      oneOf(record.value, ["ALLOWED", "NOT_ALLOWED"], "value", errors);
    if (record.key === "NEW_TRANSACTION_CALCULATION_FORMULAS")
      oneOf(record.value, ["STANDARD", "ADVANCED"], "value", errors);
    if (
      [
        "TRX_CODE_NUMERIC_LENGTH",
        "PAYMENT_CODE_NUMERIC_LENGTH",
        "TRX_PAYMENT_EXPIRY_IN_MINUTES",
      ].includes(record.key) &&
      (!Number.isInteger(record.value) || record.value < 1)
    )
      errors.value = "Enter a whole number above 0.";
    if (
      (TRANSACTION_SETTING_KEYS as readonly string[]).includes(record.key) &&
      !errors.value &&
      settingProblem(record.key, record.value)
    )
      errors.value =
        "This value is not valid for this setting (see the Transaction Settings page).";
    if (
      ["COURIER_EXPRESS", "COURIER_INSTANT"].includes(record.key) &&
      (!Array.isArray(record.value) ||
        record.value.some((item: unknown) => !/^[a-z_]+\.[a-z_]+$/.test(String(item))))
    )
      errors.value = "A list of aggregator.code values, e.g. biteship.jne.";
    return errors;
  },
});

// --- payment ------------------------------------------------------------------------------------

export const handlers = [...appConfigs];
