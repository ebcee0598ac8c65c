/**
 * The prescription checker (`/simulate-prescription-checker`): which LENSA products suit a
 * customer's saved prescription, or one typed in, and why the others do not.
 */
import { id, z } from "@/contract/common";
import { PRODUCT_STATUSES } from "@/contract/rules";
import { savedPrescription } from "@resources/users/exports";
import { rangeValue } from "./specification";

export const checkerCustomer = z
  .object({
    userId: id(),
    name: z.string(),
    email: z.string(),
    prescriptions: z.array(savedPrescription).meta({ description: "Newest first." }),
  })
  .meta({ id: "CheckerCustomer" });

const reading = z.union([z.number(), z.string(), z.null()]).optional();
const checkedEye = z.object({ sph: reading, cyl: reading, axis: reading, add: reading });

/** `POST /simulate-prescription-checker/search`. */
export const checkRequest = z
  .object({
    prescription: z
      .object({
        right: z.union([checkedEye, z.null()]).optional(),
        left: z.union([checkedEye, z.null()]).optional(),
        pd: reading,
        age: reading,
      })
      .default({}),
    q: z.string().optional(),
    brandId: z.string().optional(),
    onlySuitable: z.boolean().optional(),
    _start: z.number().int().min(0).optional(),
    _end: z.number().int().min(0).optional(),
  })
  .meta({ id: "CheckRequest" });

export const MATCH_REASON_CODES = [
  "notLensa",
  "outOfRange",
  "cylPlusNotSupported",
  "powerCombinationExceeded",
] as const;

export const matchReason = z
  .object({
    code: z.enum(MATCH_REASON_CODES),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ id: "MatchReason" });

export const checkedLens = z
  .object({
    productId: id(),
    productName: z.string(),
    sku: z.string(),
    brandId: z.string(),
    brandName: z.string(),
    status: z.enum(PRODUCT_STATUSES),
    specifications: z.record(z.string(), z.union([rangeValue, z.string(), z.number(), z.null()])),
    suitable: z.boolean(),
    reasons: z.array(matchReason),
  })
  .meta({ id: "CheckedLens" });

export const checkResult = z
  .object({
    results: z.array(checkedLens),
    count: z.number().int(),
    suitableCount: z.number().int(),
    checked: z.number().int().meta({ description: "LENSA products judged." }),
  })
  .meta({ id: "CheckResult" });

export type CheckerCustomer = z.infer<typeof checkerCustomer>;
export type CheckedLens = z.infer<typeof checkedLens>;
export type CheckResult = z.infer<typeof checkResult>;
export type MatchReasonCode = (typeof MATCH_REASON_CODES)[number];
