/**
 * Contact us: the value of the `CONTACT_US` app config (`PATCH /app-configs/CONTACT_US` with
 * `{ value, updatedAt }`), shown to customers on the shop's contact page. The demo API checks the
 * value with this schema and answers 422 keyed `value.<field>`; the page's form checks with it too.
 */
import {
  message,
  optionalText,
  requiredMessage,
  requiredPhone,
  requiredText,
  z,
  type TextKey,
} from "@/contract/common";

export const WHATSAPP_PATTERN = /^\+62[1-9][0-9]{7,12}$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTTPS = /^https:\/\/[^\s/$.?#][^\s]*$/i;

/** A social-media address: empty (none) or a web address starting with https://. */
const url = (label: TextKey) =>
  optionalText(label, 300)
    .refine(
      (value) => !value || HTTPS.test(value),
      message("configuration:contactUs.validation.url", { field: label }),
    )
    .default(null);

/** A required text of the contact page with its own pattern. */
const patterned = (label: TextKey, pattern: RegExp, key: TextKey) =>
  z
    .string({ error: () => requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .regex(pattern, message(key))
    .meta({ label });

export const contactUsValue = z
  .object({
    phone: requiredPhone("configuration:contactUs.fields.phone", PHONE),
    whatsapp: z
      .string({ error: () => requiredMessage("configuration:contactUs.fields.whatsapp") })
      .trim()
      .min(1, requiredMessage("configuration:contactUs.fields.whatsapp"))
      // Spaces and dashes copied from a phone book go: +62 812-3456-7890 is +6281234567890.
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(
        z
          .string()
          .regex(WHATSAPP_PATTERN, message("configuration:contactUs.validation.whatsappFormat")),
      )
      .meta({ label: "configuration:contactUs.fields.whatsapp" }),
    email: patterned("configuration:contactUs.fields.email", EMAIL, "validation.email"),
    address: requiredText("configuration:contactUs.fields.address", 500),
    openingHours: optionalText("configuration:contactUs.fields.openingHours", 200).default(null),
    instagram: url("configuration:contactUs.fields.instagram"),
    facebook: url("configuration:contactUs.fields.facebook"),
    tiktok: url("configuration:contactUs.fields.tiktok"),
    youtube: url("configuration:contactUs.fields.youtube"),
    x: url("configuration:contactUs.fields.x"),
  })
  .meta({ id: "ContactUs" });

/** The contact page's form: the config's value, as PATCH /app-configs/CONTACT_US sends it. */
export const contactUsForm = z.object({ value: contactUsValue });

export type ContactUs = z.infer<typeof contactUsValue>;
export type ContactUsFormValues = z.input<typeof contactUsValue>;
