/**
 * App configs (`/app-configs`) and the settings pages built on them (`/app-config-settings/{setting}`):
 * Shipment (COURIER_EXPRESS, COURIER_INSTANT), Eye-test constants (EYE_TEST_*) and Omnicare links
 * (OMNICARE_LINKS). A setting is read and saved as one record; its `updatedAt` is the latest of its
 * configs' and a save sends it back (a stale one answers 409).
 */
import { concurrencyToken, id, timestamp, z } from "@/contract/common";
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

/** A list of stored courier values ("aggregator.code"), each once. */
const courierList = (label: string) =>
  z
    .array(z.string({ error: `${label}: each courier is a text.` }), {
      error: `${label} is a list of couriers.`,
    })
    .min(1, `Choose at least one of the ${label.toLowerCase()}.`)
    .superRefine((values, ctx) => {
      values.forEach((value, index) => {
        if (!parseCourierValue(value))
          ctx.addIssue({
            code: "custom",
            path: [index],
            message: `"${value}" is not a courier value (aggregator.code, e.g. biteship.jne).`,
          });
        else if (values.indexOf(value) !== index)
          ctx.addIssue({ code: "custom", path: [index], message: `"${value}" is chosen twice.` });
      });
    })
    .meta({ description: "Stored as the aggregator name, a dot, then the vendor code (spec 3)." });

export const shipmentSettingsFields = z.object({
  express: courierList("Express couriers"),
  instant: courierList("Instant couriers"),
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

const constantNumber = (label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ""
          ? `${label} is required.`
          : `${label} must be a number.`,
    })
    .superRefine((value, ctx) => {
      const problem = eyeTestConstantProblem(value);
      if (problem === "range")
        ctx.addIssue({
          code: "custom",
          message: `${label} must be between ${EYE_TEST_CONSTANT_MIN} and ${EYE_TEST_CONSTANT_MAX} D.`,
        });
      else if (problem === "step")
        ctx.addIssue({
          code: "custom",
          message: `${label} must be a multiple of ${EYE_TEST_CONSTANT_STEP} D.`,
        });
      else if (problem) ctx.addIssue({ code: "custom", message: `${label} must be a number.` });
    })
    .meta({ description: `${label}, in dioptres (D).` });

export const eyeTestConstantsFields = z.object({
  aMyopia: constantNumber("A myopia"),
  aHypermetropia: constantNumber("A hypermetropia"),
  bMyopia: constantNumber("B myopia"),
  bHypermetropia: constantNumber("B hypermetropia"),
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
      .string({ error: "Key is required." })
      .trim()
      .min(1, "Key is required.")
      .regex(
        OMNICARE_KEY_PATTERN,
        "Use lower-case letters, digits and _, starting with a letter (at most 40).",
      ),
    label: z
      .string({ error: "Label is required." })
      .trim()
      .min(1, "Label is required.")
      .max(OMNICARE_LABEL_MAX, `Label is at most ${OMNICARE_LABEL_MAX} characters.`),
    url: z
      .string({ error: "URL is required." })
      .trim()
      .min(1, "URL is required.")
      .max(OMNICARE_URL_MAX, `URL is at most ${OMNICARE_URL_MAX} characters.`)
      .refine(isHttpsUrl, "Enter a full https:// address."),
  })
  .meta({ id: "OmnicareLink" });
export type OmnicareLink = z.infer<typeof omnicareLink>;

export const omnicareLinksFields = z.object({
  links: z
    .array(omnicareLink, { error: "Links is a list." })
    .max(OMNICARE_LINKS_MAX, `At most ${OMNICARE_LINKS_MAX} links.`)
    .superRefine((links, ctx) => {
      links.forEach((link, index) => {
        if (links.findIndex((other) => other.key === link.key) !== index)
          ctx.addIssue({
            code: "custom",
            path: [index, "key"],
            message: "Another link has this key.",
          });
      });
    })
    .meta({ description: "The links in the order the app shows them; each key once." }),
});
export const omnicareLinksUpdate = omnicareLinksFields
  .extend(concurrencyToken)
  .meta({ id: "OmnicareLinksUpdate" });
export const omnicareLinks = omnicareLinksFields
  .extend({ settingId: z.literal("omnicare-links"), ...settingMeta })
  .meta({ id: "OmnicareLinks" });
export type OmnicareLinks = z.infer<typeof omnicareLinks>;
export type OmnicareLinksUpdate = z.input<typeof omnicareLinksUpdate>;
