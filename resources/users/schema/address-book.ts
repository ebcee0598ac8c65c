/**
 * A user's address book (`/users/{userId}/addresses`): several delivery addresses with the region
 * picker's Indonesian address (the stores' `address`), exactly one of them the default.
 */
import {
  flag,
  id,
  message,
  patchOf,
  requiredPhone,
  requiredText,
  timestamps,
  z,
} from "@/contract/common";
import { INDONESIAN_PHONE_PATTERN } from "@/contract/rules";
import { address } from "@/contract/address";

const PHONE_LABEL = "users:records.addressBook.fields.phone";
const REGION_MISSING = message("users:records.addressBook.validation.region");
const STREET_MISSING = message("users:records.addressBook.validation.street");
const STREET_MAX = 200;

/**
 * The stores' address with the address book's messages: the region (picked, it fills province to
 * postal code) and the street are what a person has to give.
 */
const bookAddress = z
  .object(
    {
      ...address.shape,
      province: z
        .string({ error: () => REGION_MISSING })
        .trim()
        .min(1, REGION_MISSING),
      city: z
        .string({ error: () => REGION_MISSING })
        .trim()
        .min(1, REGION_MISSING),
      street: z
        .string({ error: () => STREET_MISSING })
        .trim()
        .min(1, STREET_MISSING)
        .max(
          STREET_MAX,
          message("validation.maxLength", {
            field: "users:records.addressBook.fields.street",
            max: STREET_MAX,
          }),
        )
        .meta({ label: "users:records.addressBook.fields.street" }),
    },
    { error: () => REGION_MISSING },
  )
  .meta({
    label: "users:records.addressBook.fields.address",
    description:
      "An Indonesian address, the fields of [Address](#address): the region picker fills province to postal code; province, city and street are required.",
  });

export const userAddressFields = z.object({
  label: requiredText("users:records.addressBook.fields.label", 30).meta({
    description: "What the user calls it: Home, Office…",
  }),
  recipientName: requiredText("users:records.addressBook.fields.recipientName", 100),
  phone: requiredPhone(
    PHONE_LABEL,
    INDONESIAN_PHONE_PATTERN,
    message("users:records.addressBook.validation.phoneFormat"),
  ).meta({ description: "The recipient's number as typed (08…, 628…, +62…), stored as +62…" }),
  address: bookAddress,
  isDefault: flag("users:records.addressBook.default").default(false).meta({
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
