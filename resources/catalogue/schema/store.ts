/** Stores (outlets, `/stores`): a brand's shops, with their address, hours and services. */
import {
  archiveFields,
  patchOf,
  flag,
  id,
  oneOf,
  optionalEmail,
  requiredText,
  timestamps,
  z,
} from "@/contract/common";
import {
  PHONE_PATTERN,
  STORE_CODE_PATTERN,
  STORE_SERVICES,
  TIME_PATTERN,
  WEEKDAYS,
} from "@/contract/rules";
import { address } from "@/contract/address";

export const openingHours = z
  .object({
    day: oneOf("Day", WEEKDAYS),
    open: z.string().regex(TIME_PATTERN, "Use HH:mm."),
    close: z.string().regex(TIME_PATTERN, "Use HH:mm."),
    closed: z.boolean().default(false),
  })
  .meta({ id: "OpeningHours" });

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: () => `${label} between -${limit} and ${limit}.` })
    .min(-limit, `${label} between -${limit} and ${limit}.`)
    .max(limit, `${label} between -${limit} and ${limit}.`);

export const storeFields = z.object({
  storeName: requiredText("Store name", 100),
  companyBrandId: z
    .string({ error: () => "Brand is required." })
    .min(1, "Brand is required.")
    .meta({ description: "The brand (`brandId`) the outlet belongs to." }),
  storeCode: z
    .string({ error: () => "Store code is required." })
    .trim()
    .toUpperCase()
    .min(1, "Store code is required.")
    .regex(STORE_CODE_PATTERN, "A store code has 3 to 20 letters, digits or dashes.")
    .meta({ description: "Unique, e.g. PRIM-001." }),
  address,
  phone: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || PHONE_PATTERN.test(value),
      "Please enter a valid phone number.",
    )
    .default(""),
  email: optionalEmail().default(""),
  openingHours: z.array(openingHours).max(7).default([]),
  coordinates: z
    .object({ lat: coordinate("Latitude", 90), lng: coordinate("Longitude", 180) })
    .default({ lat: -6.2, lng: 106.8 }),
  services: z.array(oneOf("Service", STORE_SERVICES)).default([]),
  isActive: flag("Active").default(true),
});

export const storeCreate = storeFields.meta({ id: "StoreCreate" });
export const storeUpdate = patchOf(storeFields).meta({ id: "StoreUpdate" });

export const storeRecord = storeFields.extend({ storeId: id(), ...archiveFields, ...timestamps });

export const store = storeRecord
  .extend({ brandName: z.string().meta({ description: "Name of the outlet's brand." }) })
  .meta({ id: "Store" });

export type Store = z.infer<typeof store>;
export type StoreRecord = z.infer<typeof storeRecord>;
export type StoreFormValues = z.input<typeof storeCreate>;
export type OpeningHours = z.infer<typeof openingHours>;
export type Weekday = (typeof WEEKDAYS)[number];
export type StoreService = (typeof STORE_SERVICES)[number];
