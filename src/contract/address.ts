/** An Indonesian address, as stores, customers and their address books keep it. */
import { optionalText, z } from "./common";
import { POSTAL_CODE_PATTERN } from "./rules";

const required = "Required.";

/** An Indonesian address (the region picker fills province → sub-district and the postal code). */
export const address = z
  .object({
    province: z
      .string({ error: () => required })
      .trim()
      .min(1, required),
    city: z
      .string({ error: () => required })
      .trim()
      .min(1, required),
    district: optionalText("District", 100).default(""),
    subDistrict: optionalText("Sub-district", 100).default(""),
    postalCode: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || POSTAL_CODE_PATTERN.test(value),
        "A postal code has five digits.",
      )
      .default(""),
    street: z
      .string({ error: () => required })
      .trim()
      .min(1, required)
      .max(200),
  })
  .meta({ id: "Address" });

export type Address = z.infer<typeof address>;
