/** Stores (outlets, `/stores`): a brand's shops, with their address, hours and services. */
import {
  archivableRecord,
  code,
  decimal,
  email,
  fieldIssue,
  flag,
  id,
  message,
  oneOf,
  patchOf,
  requiredMessage,
  requiredPhone,
  requiredText,
  z,
  type TextKey,
} from "@/contract/common";
import { STORE_CODE_PATTERN, STORE_SERVICES, TIME_PATTERN, WEEKDAYS } from "@/contract/rules";
import { address } from "@/contract/address";
import { WEEKDAY_LABELS } from "./store-rules";

const F = "catalogue:stores.fields";
const V = "catalogue:stores.validation";

/** A time of day, HH:mm; empty on a closed day. */
const time = (label: TextKey) =>
  z
    .string({ error: () => message(`${V}.time`) })
    .trim()
    .refine((value) => value === "" || TIME_PATTERN.test(value), message(`${V}.time`))
    .meta({ label, description: "HH:mm (24 hours); may be empty on a closed day." });

/** One weekday's hours: closed, or open from `open` to a later `close`. */
export const openingHours = z
  .object({
    day: oneOf(`${F}.day`, WEEKDAYS),
    open: time(`${F}.open`),
    close: time(`${F}.close`),
    closed: z.boolean().default(false),
  })
  .superRefine((row, ctx) => {
    if (row.closed) return;
    const day = WEEKDAY_LABELS[row.day];
    if (!row.open) fieldIssue(ctx, "open", `${V}.openRequired`, { field: day });
    if (!row.close) fieldIssue(ctx, "close", `${V}.closeRequired`, { field: day });
    else if (row.open && row.close <= row.open)
      fieldIssue(ctx, "close", `${V}.closeAfterOpen`, { field: day });
  })
  .meta({ id: "OpeningHours" });

export const storeFields = z.object({
  storeName: requiredText(`${F}.storeName`, 100),
  companyBrandId: z
    .string({ error: () => requiredMessage(`${F}.companyBrandId`) })
    .min(1, requiredMessage(`${F}.companyBrandId`))
    .meta({
      label: `${F}.companyBrandId`,
      description: "The brand (`brandId`) the outlet belongs to.",
    }),
  storeCode: code(
    `${F}.storeCode`,
    STORE_CODE_PATTERN,
    message(`${V}.storeCode`),
    "Unique, e.g. PRIM-001.",
  ),
  address,
  // Customers call and write to their outlet: both are required (the store form always asked for them).
  phone: requiredPhone(`${F}.phone`),
  email: email(`${F}.email`),
  openingHours: z
    .array(openingHours)
    .max(7, message("validation.max", { field: `${F}.openingHours`, max: 7 }))
    .default([])
    .meta({ label: `${F}.openingHours`, description: "One row per weekday, at most 7." }),
  coordinates: z
    .object({
      lat: decimal(`${F}.lat`, { min: -90, max: 90 }),
      lng: decimal(`${F}.lng`, { min: -180, max: 180 }),
    })
    .default({ lat: -6.2, lng: 106.8 })
    .meta({ label: `${F}.coordinates` }),
  services: z
    .array(oneOf(`${F}.services`, STORE_SERVICES))
    .default([])
    .meta({ label: `${F}.services` }),
  isActive: flag(`${F}.isActive`).default(true),
});

export const storeCreate = storeFields.meta({ id: "StoreCreate" });
export const storeUpdate = patchOf(storeFields).meta({ id: "StoreUpdate" });

export const storeRecord = archivableRecord(storeFields, { storeId: id() });

export const store = storeRecord
  .extend({ brandName: z.string().meta({ description: "Name of the outlet's brand." }) })
  .meta({ id: "Store" });

export type Store = z.infer<typeof store>;
export type StoreRecord = z.infer<typeof storeRecord>;
export type StoreFormValues = z.input<typeof storeCreate>;
export type OpeningHours = z.infer<typeof openingHours>;
export type Weekday = (typeof WEEKDAYS)[number];
export type StoreService = (typeof STORE_SERVICES)[number];
