import { db } from "@/mocks/db";
import { registerLoggedEntity, resource } from "@/mocks/lib/crud";
import { invalid, type RouteContext } from "@/mocks/lib/route";
import { contactUsValue } from "../schema/contact-us";
import { appConfig, appConfigCreate, appConfigUpdate, appConfigWrite } from "../schema/app-config";
import { toFieldErrors } from "@/contract/common";
import { say } from "@/mocks/lib/readers";

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
    const errors = toFieldErrors(result.error.issues);
    throw invalid(
      Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [`value.${field}`, message]),
      ),
    );
  }
  return { ...record, value: result.data };
}

/** Contact us is a page of its own: its log compares the contact details, labelled by their schema. */
const CONTACT_US_LOG = "contact-us";
registerLoggedEntity(CONTACT_US_LOG, "WEB_CONTENT_SETTING", contactUsValue);
const contactUsValues = (row: Record<string, unknown> | undefined) =>
  row?.value && typeof row.value === "object" ? (row.value as Record<string, unknown>) : undefined;

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
  logAs: (row) =>
    row.key === "CONTACT_US" ? { entity: CONTACT_US_LOG, values: contactUsValues } : undefined,
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
  schemas: {
    create: appConfigCreate,
    update: appConfigUpdate,
    write: appConfigWrite,
    answer: appConfig,
  },
  // The value's rules by key are the schema's; whether a key is taken is the database's.
  validate: (record, existing) => {
    const errors: Record<string, string> = {};
    if (!existing && db.appConfigs.get(record.key)) errors.key = say("configuration:api.keyTaken");
    return errors;
  },
});

// --- payment ------------------------------------------------------------------------------------

export const handlers = [...appConfigs];
