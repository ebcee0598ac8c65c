/**
 * A user's address book (`/users/{userId}/addresses`): several delivery addresses with the region
 * picker's Indonesian address (the stores' `address`), exactly one of them the default.
 */
import { flag, id, patchOf, requiredText, timestamps, z } from "@/contract/common";
import { INDONESIAN_PHONE_PATTERN } from "@/contract/rules";
import { address } from "@/contract/address";

export const INDONESIAN_PHONE_MESSAGE = "Enter an Indonesian number starting with +62.";

export const userAddressFields = z.object({
  label: requiredText("Label", 30).meta({ description: "What the user calls it: Home, Office…" }),
  recipientName: requiredText("Recipient name", 100),
  phone: z
    .string({ error: () => "Phone is required." })
    .trim()
    .min(1, "Phone is required.")
    .regex(INDONESIAN_PHONE_PATTERN, INDONESIAN_PHONE_MESSAGE)
    .meta({ description: "The recipient's number, +62…" }),
  address,
  isDefault: flag("Default").default(false).meta({
    description:
      "The first address is the default; making another one the default unsets the old one.",
  }),
});

/** `POST /users/{userId}/addresses`. */
export const userAddressCreate = userAddressFields.meta({ id: "UserAddressCreate" });
/** `PATCH /users/{userId}/addresses/{addressId}`. */
export const userAddressUpdate = patchOf(userAddressFields).meta({ id: "UserAddressUpdate" });
/** One address as the API answers it. */
export const userAddress = userAddressFields
  .extend({ addressId: id(), userId: id("The user whose address book it is."), ...timestamps })
  .meta({ id: "UserAddress" });

export type UserAddress = z.infer<typeof userAddress>;
export type UserAddressFormValues = z.input<typeof userAddressCreate>;
