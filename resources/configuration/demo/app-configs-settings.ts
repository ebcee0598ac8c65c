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
import type { z } from "@/contract/common";
import type { AnyRecord } from "@/mocks/db/collection";
import { invalid, me, route, type RouteContext } from "@/mocks/lib/route";
import { say } from "@/mocks/lib/readers";
import { checkFresh, config, GROUPS, meta, save, settingsPage } from "./settings-pages";

/** The settings pages of the configuration area: Shipment, Eye-test constants, Omnicare links. */

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

const SHIPMENT = settingsPage(
  { group: GROUPS.shipment, entity: "shipment-settings", read: readShipment },
  shipmentSettings,
);

const shipmentRoutes = [
  route({
    method: "get",
    path: "/app-config-settings/shipment",
    area: GROUPS.shipment,
    action: "show",
    summary: "The shipment settings: the couriers offered for Express and for Instant delivery",
    response: shipmentSettings,
    handler: (ctx) => {
      me(ctx);
      return readShipment();
    },
  }),
  route({
    method: "patch",
    path: "/app-config-settings/shipment",
    area: GROUPS.shipment,
    action: "edit",
    summary:
      "Save the shipment settings (a courier not of the spec's vendors may stay if it was stored, never be added)",
    body: shipmentSettingsUpdate,
    response: shipmentSettings,
    noCheck: true,
    errors: [409, 422],
    handler: (ctx: RouteContext & { data: z.output<typeof shipmentSettingsUpdate> }) => {
      const auth = me(ctx);
      checkFresh(ctx.data, Object.values(COURIER_KEYS));
      const current = readShipment();
      const errors: Record<string, string> = {};
      for (const field of ["express", "instant"] as const) {
        ctx.data[field].forEach((value, index) => {
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
      save(auth, SHIPMENT, {
        [COURIER_KEYS.express]: ctx.data.express,
        [COURIER_KEYS.instant]: ctx.data.instant,
      });
      return readShipment();
    },
  }),
];

// --- eye-test constants --------------------------------------------------------------------------

const CONSTANT_KEYS = EYE_TEST_CONSTANTS.map((item) => item.key);

const readConstants = () => ({
  settingId: "eye-test-constants" as const,
  ...(Object.fromEntries(
    EYE_TEST_CONSTANTS.map(({ field, key }) => [field, Number(config(key)?.value ?? 0)]),
  ) as Record<(typeof EYE_TEST_CONSTANTS)[number]["field"], number>),
  ...meta(CONSTANT_KEYS),
});

const CONSTANTS = settingsPage(
  { group: GROUPS.constants, entity: "eye-test-constants", read: readConstants },
  eyeTestConstants,
);

const constantRoutes = [
  route({
    method: "get",
    path: "/app-config-settings/eye-test-constants",
    area: GROUPS.constants,
    action: "show",
    summary: "The four eye-test constants (A myopia, A hypermetropia, B myopia, B hypermetropia)",
    response: eyeTestConstants,
    handler: (ctx) => {
      me(ctx);
      return readConstants();
    },
  }),
  route({
    method: "patch",
    path: "/app-config-settings/eye-test-constants",
    area: GROUPS.constants,
    action: "edit",
    summary: "Save the four eye-test constants",
    body: eyeTestConstantsUpdate,
    response: eyeTestConstants,
    noCheck: true,
    errors: [409, 422],
    handler: (ctx: RouteContext & { data: z.output<typeof eyeTestConstantsUpdate> }) => {
      const auth = me(ctx);
      checkFresh(ctx.data, CONSTANT_KEYS);
      save(
        auth,
        CONSTANTS,
        Object.fromEntries(EYE_TEST_CONSTANTS.map(({ field, key }) => [key, ctx.data[field]])),
      );
      return readConstants();
    },
  }),
];

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

const OMNICARE = settingsPage(
  { group: GROUPS.omnicare, entity: "omnicare-links", read: readOmnicare },
  omnicareLinks,
);

const omnicareRoutes = [
  route({
    method: "get",
    path: "/app-config-settings/omnicare-links",
    area: GROUPS.omnicare,
    action: "show",
    summary: "The Omnicare links (one config, a key per link), in the order the app shows them",
    response: omnicareLinks,
    handler: (ctx) => {
      me(ctx);
      return readOmnicare();
    },
  }),
  route({
    method: "patch",
    path: "/app-config-settings/omnicare-links",
    area: GROUPS.omnicare,
    action: "edit",
    summary: "Save the Omnicare links (all of them, in order)",
    body: omnicareLinksUpdate,
    response: omnicareLinks,
    noCheck: true,
    errors: [409, 422],
    handler: (ctx: RouteContext & { data: z.output<typeof omnicareLinksUpdate> }) => {
      const auth = me(ctx);
      checkFresh(ctx.data, [OMNICARE_KEY]);
      save(auth, OMNICARE, { [OMNICARE_KEY]: ctx.data.links });
      return readOmnicare();
    },
  }),
];

export const handlers = [...shipmentRoutes, ...constantRoutes, ...omnicareRoutes];
