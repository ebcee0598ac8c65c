/** Field helpers the promotions schemas share (vouchers and banners). */
import { message, requiredMessage, z, type TextKey } from "@/contract/common";

/**
 * A required date and time, as `Date.toISOString()` writes it (the forms send their picker's value
 * so). Missing, empty or not a text: "… is required."; any other text: "… must be a date and time."
 * One ISO date-time schema (no pipe), so the list query documents its `_gte` / `_lte` filters.
 */
export const dateTime = (label: TextKey, description?: string) =>
  z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        issue.code === "invalid_type" || issue.input === ""
          ? requiredMessage(label)
          : message("promotions:validation.dateTime", { field: label }),
    })
    .meta(description ? { label, description } : { label });

/**
 * The rules across fields run on any record, also while another field is refused (a form then says
 * every broken rule at once): `superRefine(rules, { when: isRecord })`. The rules read only fields
 * that hold a value of their type.
 */
export const isRecord = (payload: { value: unknown }) =>
  typeof payload.value === "object" && payload.value !== null;
