import {
  eyeTestConstants,
  eyeTestConstantsUpdate,
  omnicareLinks,
  omnicareLinksUpdate,
  shipmentSettings,
  shipmentSettingsUpdate,
  type OmnicareLink,
} from "../schema/app-config";
import { courierOf, type CourierType } from "../schema/couriers";
import { EYE_TEST_CONSTANTS } from "../schema/settings-rules";
import type { AnyRecord } from "@/mocks/db/collection";
import { invalid } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";
import { config, meta, settingRoutes } from "./settings";

/**
 * The settings pages of the configuration area (Shipment, Eye-test constants, Omnicare links), each
 * read and saved as one record over its app configs (`/app-configs`, keys below; ./settings).
 */

const GROUPS = {
  shipment: "SHIPMENT_SETTING",
  constants: "CONSTANTS_SETTING",
  omnicare: "OMNICARE_LINK_SETTING",
} as const;

const asArray = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

// --- shipment ------------------------------------------------------------------------------------

const COURIER_KEYS = { express: "COURIER_EXPRESS", instant: "COURIER_INSTANT" } as const;
const COURIER_TYPES: Record<keyof typeof COURIER_KEYS, CourierType> = {
  express: "EXPRESS",
  instant: "INSTANT",
};

const readShipment = () => ({
  settingId: "shipment" as const,
  express: asArray(config(COURIER_KEYS.express)?.value),
  instant: asArray(config(COURIER_KEYS.instant)?.value),
  ...meta(Object.values(COURIER_KEYS)),
});

const shipmentRoutes = settingRoutes({
  setting: "shipment",
  entity: "shipment-settings",
  area: GROUPS.shipment,
  keys: Object.values(COURIER_KEYS),
  summaries: {
    read: "The shipment settings: the couriers offered for Express and for Instant delivery",
    save: "Save the shipment settings (a courier not of the spec's vendors may stay if it was stored, never be added)",
  },
  body: shipmentSettingsUpdate,
  response: shipmentSettings,
  read: readShipment,
  check: (data) => {
    const current = readShipment();
    const errors: Record<string, string> = {};
    for (const field of ["express", "instant"] as const) {
      data[field].forEach((value, index) => {
        if (!courierOf(value, COURIER_TYPES[field]) && !current[field].includes(value))
          errors[`${field}.${index}`] = say(
            field === "express"
              ? "configuration:api.notExpressCourier"
              : "configuration:api.notInstantCourier",
            { value },
          );
      });
    }
    if (Object.keys(errors).length) throw invalid(errors);
  },
  values: (data) => ({
    [COURIER_KEYS.express]: data.express,
    [COURIER_KEYS.instant]: data.instant,
  }),
});

// --- eye-test constants --------------------------------------------------------------------------

const CONSTANT_KEYS = EYE_TEST_CONSTANTS.map((item) => item.key);

const readConstants = () => ({
  settingId: "eye-test-constants" as const,
  ...(Object.fromEntries(
    EYE_TEST_CONSTANTS.map(({ field, key }) => [field, Number(config(key)?.value ?? 0)]),
  ) as Record<(typeof EYE_TEST_CONSTANTS)[number]["field"], number>),
  ...meta(CONSTANT_KEYS),
});

const constantRoutes = settingRoutes({
  setting: "eye-test-constants",
  entity: "eye-test-constants",
  area: GROUPS.constants,
  keys: CONSTANT_KEYS,
  summaries: {
    read: "The four eye-test constants (A myopia, A hypermetropia, B myopia, B hypermetropia)",
    save: "Save the four eye-test constants",
  },
  body: eyeTestConstantsUpdate,
  response: eyeTestConstants,
  read: readConstants,
  values: (data) =>
    Object.fromEntries(EYE_TEST_CONSTANTS.map(({ field, key }) => [key, data[field]])),
});

// --- omnicare links ------------------------------------------------------------------------------

const OMNICARE_KEY = "OMNICARE_LINKS";

const titleOf = (key: string) =>
  key
    .replace(/_/g, " ")
    .replace(/(^|\s)(\w)/g, (_, space: string, letter: string) => space + letter.toUpperCase());

/** The stored links: a list of { key, label, url } (an older key → URL map reads as one too). */
function storedLinks(value: unknown): OmnicareLink[] {
  if (Array.isArray(value))
    return value.map((link: AnyRecord) => ({
      key: String(link.key ?? ""),
      label: String(link.label ?? ""),
      url: String(link.url ?? ""),
    }));
  if (value && typeof value === "object")
    return Object.entries(value as Record<string, unknown>).map(([key, url]) => ({
      key,
      label: titleOf(key),
      url: String(url),
    }));
  return [];
}

const readOmnicare = () => ({
  settingId: "omnicare-links" as const,
  links: storedLinks(config(OMNICARE_KEY)?.value),
  ...meta([OMNICARE_KEY]),
});

const omnicareRoutes = settingRoutes({
  setting: "omnicare-links",
  entity: "omnicare-links",
  area: GROUPS.omnicare,
  keys: [OMNICARE_KEY],
  summaries: {
    read: "The Omnicare links (one config, a key per link), in the order the app shows them",
    save: "Save the Omnicare links (all of them, in order)",
  },
  body: omnicareLinksUpdate,
  response: omnicareLinks,
  read: readOmnicare,
  values: (data) => ({ [OMNICARE_KEY]: data.links }),
});

export const handlers = [...shipmentRoutes, ...constantRoutes, ...omnicareRoutes];
