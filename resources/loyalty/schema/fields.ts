/** Fields the programmes and the rewards share: their requirement type and validity dates. */
import { fieldIssue, message, requiredMessage, z, type TextKey } from "@/contract/common";
import { REQUIREMENT_TYPE } from "./rules";

/** Always POINT (spec 2.2): shown, never chosen. */
export const requirementType = z
  .literal(REQUIREMENT_TYPE, { error: () => message("loyalty:validation.requirementType") })
  .default(REQUIREMENT_TYPE)
  .meta({
    label: "loyalty:programmes.fields.requirementType",
    description: "Always POINT (spec 2.2): shown, never chosen.",
  });

/** A required moment of a validity period, as `Date.toISOString()` writes it. */
export const validityDate = (label: TextKey, description: string) =>
  z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ""
          ? requiredMessage(label)
          : message("loyalty:validation.date", { field: label }),
    })
    .meta({ label, description });

/** The end of a validity period after its start (a rule across fields). */
export function endAfterStart(value: { startAt?: unknown; endAt?: unknown }, ctx: z.RefinementCtx) {
  const { startAt, endAt } = value;
  if (typeof startAt === "string" && typeof endAt === "string" && endAt <= startAt)
    fieldIssue(ctx, "endAt", "loyalty:validation.endAfterStart");
}

/**
 * Rules across fields run even while another field is out of range or missing, so a form shows
 * every problem at once (zod skips them after a field's own error unless told; a value of the wrong
 * type, a fraction where a whole number belongs, still stops them): their input may be incomplete.
 */
export const ALWAYS = { when: () => true } as const;
