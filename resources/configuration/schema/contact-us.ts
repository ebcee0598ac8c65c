/**
 * Contact us: the value of the `CONTACT_US` app config (`PATCH /app-configs/CONTACT_US` with
 * `{ value, updatedAt }`), shown to customers on the shop's contact page. The demo API checks the
 * value with this schema and answers 422 keyed `value.<field>`.
 */
import { z } from "@/contract/common";

export const WHATSAPP_PATTERN = /^\+62[1-9][0-9]{7,12}$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const url = (label: string) =>
  z
    .string({ error: () => `${label} must be text.` })
    .trim()
    .max(300, `${label} is at most 300 characters.`)
    .refine(
      (value) => value === "" || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value),
      `${label} must be a web address starting with https://.`,
    )
    .default("");

export const contactUsValue = z
  .object({
    phone: z
      .string({ error: () => "Customer service phone is required." })
      .trim()
      .min(1, "Customer service phone is required.")
      .regex(PHONE, "Please enter a valid phone number."),
    whatsapp: z
      .string({ error: () => "WhatsApp number is required." })
      .trim()
      .min(1, "WhatsApp number is required.")
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(
        z
          .string()
          .regex(WHATSAPP_PATTERN, "Enter the WhatsApp number as +62 followed by 8 to 13 digits."),
      ),
    email: z
      .string({ error: () => "E-mail is required." })
      .trim()
      .min(1, "E-mail is required.")
      .regex(EMAIL, "Please enter a valid email address."),
    address: z
      .string({ error: () => "Head-office address is required." })
      .trim()
      .min(1, "Head-office address is required.")
      .max(500, "Head-office address is at most 500 characters."),
    openingHours: z
      .string({ error: () => "Opening hours must be text." })
      .trim()
      .max(200, "Opening hours are at most 200 characters.")
      .default(""),
    instagram: url("Instagram"),
    facebook: url("Facebook"),
    tiktok: url("TikTok"),
    youtube: url("YouTube"),
    x: url("X (Twitter)"),
  })
  .meta({ id: "ContactUs" });

export type ContactUs = z.infer<typeof contactUsValue>;
export type ContactUsFormValues = z.input<typeof contactUsValue>;
