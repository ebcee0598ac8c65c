/**
 * App configs (`/app-configs`) and the settings pages built on them (`/app-config-settings/{setting}`):
 * Shipment (COURIER_EXPRESS, COURIER_INSTANT), Eye-test constants (EYE_TEST_*) and Omnicare links
 * (OMNICARE_LINKS). A setting is read and saved as one record; its `updatedAt` is the latest of its
 * configs' and a save sends it back (a stale one answers 409).
 */
import {
  concurrencyToken,
  fieldIssue,
  id,
  message,
  oneOf,
  optionalText,
  patchOf,
  requiredMessage,
  requiredText,
  timestamp,
  timestamps,
  z,
  type TextKey,
} from "@/contract/common";
import { parseCourierValue } from "./couriers";
import {
  EYE_TEST_CONSTANT_MAX,
  EYE_TEST_CONSTANT_MIN,
  EYE_TEST_CONSTANT_STEP,
  eyeTestConstantProblem,
  OMNICARE_KEY_PATTERN,
  OMNICARE_LABEL_MAX,
  OMNICARE_LINKS_MAX,
  OMNICARE_URL_MAX,
} from "./settings-rules";
import { isHttpsUrl } from "@/contract/rules";
import { settingProblem, TRANSACTION_SETTING_KEYS } from "@resources/transactions/exports";

/** Who saved a setting last (null: unchanged since the system was set up). */
export const changedBy = z
  .union([z.object({ userId: id(), name: z.string() }), z.null()])
  .meta({ id: "ChangedBy", description: "Who saved last; null when unchanged since set-up." });

const settingMeta = {
  updatedAt: timestamp(
    "When the setting last changed (the latest of its configs). Send it back with a PATCH: a stale value answers 409.",
  ),
  updatedBy: changedBy,
};

// --- shipment ------------------------------------------------------------------------------------

/** A list of stored courier values ("aggregator.code"), each once, at least one. */
const courierList = (label: TextKey) =>
  z
    .array(z.string({ error: () => message("configuration:shipment.validation.list") }), {
      error: () => message("configuration:shipment.validation.list"),
    })
    .min(1, message("configuration:shipment.required"))
    .superRefine((values, ctx) => {
      values.forEach((value, index) => {
        if (!parseCourierValue(value))
          fieldIssue(ctx, [index], "configuration:shipment.validation.notCourier", { value });
        else if (values.indexOf(value) !== index)
          fieldIssue(ctx, [index], "configuration:shipment.validation.twice", { value });
      });
    })
    .meta({
      label,
      description: "Stored as the aggregator name, a dot, then the vendor code (spec 3).",
    });

export const shipmentSettingsFields = z.object({
  express: courierList("configuration:shipment.express"),
  instant: courierList("configuration:shipment.instant"),
});
export const shipmentSettingsUpdate = shipmentSettingsFields
  .extend(concurrencyToken)
  .meta({ id: "ShipmentSettingsUpdate" });
export const shipmentSettings = shipmentSettingsFields
  .extend({ settingId: z.literal("shipment"), ...settingMeta })
  .meta({ id: "ShipmentSettings" });
export type ShipmentSettings = z.infer<typeof shipmentSettings>;
export type ShipmentSettingsUpdate = z.input<typeof shipmentSettingsUpdate>;

// --- eye-test constants --------------------------------------------------------------------------

/**
 * A constant in dioptres: a lens power from 0.25 to 20 D (no eyewear calculation uses more), in the
 * 0.25 D steps of lens powers.
 */
const constantNumber = (label: TextKey) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ""
          ? requiredMessage(label)
          : message("validation.type.number", { field: label }),
    })
    .superRefine((value, ctx) => {
      const problem = eyeTestConstantProblem(value);
      if (problem === "range")
        ctx.addIssue({
          code: "custom",
          message: message("configuration:eyeTest.validation.range", {
            field: label,
            min: EYE_TEST_CONSTANT_MIN,
            max: EYE_TEST_CONSTANT_MAX,
          }),
        });
      else if (problem === "step")
        ctx.addIssue({
          code: "custom",
          message: message("configuration:eyeTest.validation.step", {
            field: label,
            step: EYE_TEST_CONSTANT_STEP,
          }),
        });
      else if (problem)
        ctx.addIssue({
          code: "custom",
          message: message("validation.type.number", { field: label }),
        });
    })
    .meta({
      label,
      kind: "number",
      minimum: EYE_TEST_CONSTANT_MIN,
      maximum: EYE_TEST_CONSTANT_MAX,
      description: "In dioptres (D), from 0.25 to 20 in steps of 0.25.",
    });

export const eyeTestConstantsFields = z.object({
  aMyopia: constantNumber("configuration:eyeTest.fields.aMyopia"),
  aHypermetropia: constantNumber("configuration:eyeTest.fields.aHypermetropia"),
  bMyopia: constantNumber("configuration:eyeTest.fields.bMyopia"),
  bHypermetropia: constantNumber("configuration:eyeTest.fields.bHypermetropia"),
});
export const eyeTestConstantsUpdate = eyeTestConstantsFields
  .extend(concurrencyToken)
  .meta({ id: "EyeTestConstantsUpdate" });
export const eyeTestConstants = eyeTestConstantsFields
  .extend({ settingId: z.literal("eye-test-constants"), ...settingMeta })
  .meta({ id: "EyeTestConstants" });
export type EyeTestConstants = z.infer<typeof eyeTestConstants>;
export type EyeTestConstantsUpdate = z.input<typeof eyeTestConstantsUpdate>;

// --- omnicare links ------------------------------------------------------------------------------

export const omnicareLink = z
  .object({
    key: z
      .string({ error: () => requiredMessage("configuration:omnicare.fields.key") })
      .trim()
      .min(1, requiredMessage("configuration:omnicare.fields.key"))
      .regex(OMNICARE_KEY_PATTERN, message("configuration:omnicare.validation.keyPattern"))
      .meta({ label: "configuration:omnicare.fields.key" }),
    label: requiredText("configuration:omnicare.fields.label", OMNICARE_LABEL_MAX),
    url: requiredText("configuration:omnicare.fields.url", OMNICARE_URL_MAX).refine(
      isHttpsUrl,
      message("configuration:omnicare.validation.urlHttps"),
    ),
  })
  .meta({ id: "OmnicareLink" });
export type OmnicareLink = z.infer<typeof omnicareLink>;

export const omnicareLinksFields = z.object({
  links: z
    .array(omnicareLink, { error: () => message("configuration:omnicare.validation.list") })
    // The app's help menu shows a handful of links; more than 20 would not fit its screen.
    .max(
      OMNICARE_LINKS_MAX,
      message("configuration:omnicare.validation.tooMany", { max: OMNICARE_LINKS_MAX }),
    )
    .superRefine((links, ctx) => {
      links.forEach((link, index) => {
        if (links.findIndex((other) => other.key === link.key) !== index)
          fieldIssue(ctx, [index, "key"], "configuration:omnicare.validation.keyTaken");
      });
    })
    .meta({
      label: "configuration:omnicare.fields.links",
      description: "The links in the order the app shows them; each key once.",
    }),
});
export const omnicareLinksUpdate = omnicareLinksFields
  .extend(concurrencyToken)
  .meta({ id: "OmnicareLinksUpdate" });
export const omnicareLinks = omnicareLinksFields
  .extend({ settingId: z.literal("omnicare-links"), ...settingMeta })
  .meta({ id: "OmnicareLinks" });
export type OmnicareLinks = z.infer<typeof omnicareLinks>;
export type OmnicareLinksUpdate = z.input<typeof omnicareLinksUpdate>;

// --- one app config (`/app-configs`) ---------------------------------------------------------------

/** The settings areas an app config belongs to (its group; each is a permission area). */
export const APP_CONFIG_GROUPS = [
  "TRANSACTION_SETTING",
  "SHIPMENT_SETTING",
  "WEB_CONTENT_SETTING",
  "OMNICARE_LINK_SETTING",
  "CONSTANTS_SETTING",
] as const;

/** What a client writes about one app config. */
export const appConfigFields = z.object({
  key: requiredText("configuration:appConfig.fields.key", 100).meta({
    description: "Unique, upper case with underscores (`TRX_CODE_PREFIX`); fixed once created.",
  }),
  group: oneOf("configuration:appConfig.fields.group", APP_CONFIG_GROUPS).meta({
    description: "The settings area the config belongs to.",
  }),
  value: z.unknown().meta({
    label: "configuration:appConfig.fields.value",
    description: "The config's value: a text, a number, a list or an object, by key.",
  }),
  description: optionalText("configuration:appConfig.fields.description", 200)
    .optional()
    .meta({ description: "What the config is for, as the settings pages name it." }),
});

const WHOLE_ABOVE_ZERO_KEYS = [
  "TRX_CODE_NUMERIC_LENGTH",
  "PAYMENT_CODE_NUMERIC_LENGTH",
  "TRX_PAYMENT_EXPIRY_IN_MINUTES",
];
const CHOICES: Record<string, readonly string[]> = {
  TRX_ALLOW_ZERO_PAYMENT: ["ALLOWED", "NOT_ALLOWED"],
  NEW_TRANSACTION_CALCULATION_FORMULAS: ["STANDARD", "ADVANCED"],
};

/** The value's rules by key, checked on the whole record (a create, or a PATCH merged with it). */
const appConfigRules = (record: { key?: string; value?: unknown }, ctx: z.RefinementCtx) => {
  const { key = "", value } = record;
  if (value === undefined)
    return fieldIssue(ctx, "value", "validation.required", {
      field: "configuration:appConfig.fields.value",
    });
  const choices = CHOICES[key];
  if (choices && !choices.includes(value as string))
    return fieldIssue(ctx, "value", "validation.oneOf", { values: choices.join(", ") });
  if (WHOLE_ABOVE_ZERO_KEYS.includes(key) && (!Number.isInteger(value) || (value as number) < 1))
    return fieldIssue(ctx, "value", "configuration:appConfig.validation.wholeAboveZero");
  if (
    (TRANSACTION_SETTING_KEYS as readonly string[]).includes(key) &&
    settingProblem(key as (typeof TRANSACTION_SETTING_KEYS)[number], value)
  )
    return fieldIssue(ctx, "value", "configuration:appConfig.validation.setting");
  if (
    ["COURIER_EXPRESS", "COURIER_INSTANT"].includes(key) &&
    (!Array.isArray(value) ||
      value.some((item: unknown) => !/^[a-z_]+\.[a-z_]+$/.test(String(item))))
  )
    fieldIssue(ctx, "value", "configuration:appConfig.validation.couriers");
};

export const appConfigCreate = appConfigFields.meta({ id: "AppConfigCreate" });
export const appConfigUpdate = patchOf(appConfigFields).meta({ id: "AppConfigUpdate" });
/** The whole record after a create or a merged PATCH, with the value's rules of its key. */
export const appConfigWrite = appConfigFields.superRefine(appConfigRules);
/** One app config as stored and answered (the settings pages add who saved it last). */
export const appConfig = z
  .looseObject({ ...appConfigFields.shape, configId: id(), ...timestamps })
  .meta({ id: "AppConfig" });
