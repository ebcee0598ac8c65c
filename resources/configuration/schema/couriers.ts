/**
 * The courier vendors of spec 3 ("Courier vendors (code, name, type)") and the format of the stored
 * shipment settings: the aggregator name, a dot, then the vendor code (`biteship.jne`). Zod-free, so the
 * shipment page imports it without the schema library.
 */

export type CourierType = "EXPRESS" | "INSTANT";

export interface CourierVendor {
  code: string;
  name: string;
  type: CourierType;
}

/** The aggregator the console stores its courier choices under. */
export const COURIER_AGGREGATOR = "biteship";

/** Exactly the vendors of spec 3, by type, in the spec's order. */
export const COURIER_VENDORS: readonly CourierVendor[] = [
  { code: "tiki", name: "TIKI", type: "EXPRESS" },
  { code: "ninja", name: "Ninja Xpress", type: "EXPRESS" },
  { code: "lion", name: "Lion Parcel", type: "EXPRESS" },
  { code: "jtcargo", name: "J&T Cargo", type: "EXPRESS" },
  { code: "sentral", name: "Sentral Cargo", type: "EXPRESS" },
  { code: "anteraja", name: "AnterAja", type: "EXPRESS" },
  { code: "ncs", name: "NCS", type: "EXPRESS" },
  { code: "sicepat", name: "SiCepat", type: "EXPRESS" },
  { code: "sap", name: "SAP Express", type: "EXPRESS" },
  { code: "idx", name: "ID Express", type: "EXPRESS" },
  { code: "jne", name: "JNE", type: "EXPRESS" },
  { code: "jnt", name: "J&T Express", type: "EXPRESS" },
  { code: "gosend", name: "GoSend", type: "INSTANT" },
  { code: "borzo", name: "Borzo", type: "INSTANT" },
  { code: "grab_express", name: "GrabExpress", type: "INSTANT" },
];

export const couriersOfType = (type: CourierType) =>
  COURIER_VENDORS.filter((vendor) => vendor.type === type);

/** One part of a stored value: lowercase letters, digits and underscores. */
const PART = /^[a-z0-9_]+$/;

/** A stored value read back: its aggregator and code, or undefined when it is not "aggregator.code". */
export function parseCourierValue(value: string): { aggregator: string; code: string } | undefined {
  const dot = value.indexOf(".");
  if (dot < 0 || value.indexOf(".", dot + 1) >= 0) return undefined;
  const aggregator = value.slice(0, dot);
  const code = value.slice(dot + 1);
  if (!PART.test(aggregator) || !PART.test(code)) return undefined;
  return { aggregator, code };
}

/** The stored value of a vendor code: "biteship.jne". */
export const formatCourierValue = (code: string, aggregator = COURIER_AGGREGATOR) =>
  `${aggregator}.${code}`;

/**
 * The vendor a stored value names within a type, or undefined when it names none of them (another
 * aggregator, an unknown code, a vendor of the other type, or not "aggregator.code" at all).
 */
export function courierOf(value: string, type: CourierType): CourierVendor | undefined {
  const parsed = parseCourierValue(value);
  if (!parsed || parsed.aggregator !== COURIER_AGGREGATOR) return undefined;
  return COURIER_VENDORS.find((vendor) => vendor.type === type && vendor.code === parsed.code);
}

/** The stored values of a type's vendors, in the spec's order. */
export const courierValues = (type: CourierType) =>
  couriersOfType(type).map((vendor) => formatCourierValue(vendor.code));

/** A stored courier value as staff read it: the vendor's name ("GrabExpress"), else the value itself. */
export function courierName(value: string): string {
  const parsed = parseCourierValue(value);
  return COURIER_VENDORS.find((vendor) => vendor.code === parsed?.code)?.name ?? value;
}
