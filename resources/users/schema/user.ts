/** Users (staff and customers), their roles and sub roles, and the signed-in user's profile. */
import { newPassword } from "@/contract/auth";
import {
  email,
  flag,
  message,
  oneOf,
  optionalPhone,
  optionalText,
  patchOf,
  requiredText,
  timestamp,
  z,
} from "@/contract/common";
import { address } from "@/contract/address";
import { GENDERS, personFields, personRecord } from "@/contract/session";

// Roles and sub roles live in ./role; re-exported for the modules that read them with the user.
export { outletRef, role, subRole } from "./role";
export type { OutletRef, Role, SubRole } from "./role";
export { GENDERS, USER_TYPES } from "@/contract/session";

/**
 * What a client writes about a user (the admin and customer forms): the person of the session's
 * contract (src/contract/session.ts) with the users' labels. The name is edited as first, middle and
 * last name (spec 6 "name edit mode"); the phone is optional and changes without OTP; the email
 * changes by OTP (`userUpdate.emailCode`).
 */
export const userFields = personFields.extend({
  firstName: requiredText("users:accounts.fields.firstName", 50),
  middleName: optionalText("users:accounts.fields.middleName", 50).default(null),
  lastName: optionalText("users:accounts.fields.lastName", 50).default(null),
  email: email("users:accounts.fields.email"),
  phone: optionalPhone("users:accounts.fields.phone").default(""),
  gender: oneOf("users:accounts.fields.gender", GENDERS).default("MALE"),
  birthDate: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, message("users:accounts.validation.birthDate"))
    .default("")
    .meta({ label: "users:accounts.fields.birthDate" }),
  roleId: requiredText("users:accounts.fields.role", 100).meta({
    description:
      "The customer role id (VITE_CUSTOMER_ROLE_ID) makes a customer; any other role an admin.",
  }),
  isActive: flag("users:accounts.fields.isActive").default(true),
});

/** A user as stored (the admin and customer lists of spec 2.2 read the same collection). */
export const user = userFields
  .extend({
    ...personRecord,
    // Labelled for the change log: the joined name changes with its parts.
    name: personRecord.name.meta({ label: "users:accounts.fields.name" }),
    lastLoginAt: personRecord.lastLoginAt.meta({ label: "users:accounts.fields.lastLoginAt" }),
    address: z.union([address, z.null()]),
  })
  .meta({ id: "UserRecord" });

/** The signed-in user (`GET /users/me`): the shared contract of the session. */
export { profile } from "@/contract/session";
export type { Profile } from "@/contract/session";

export type User = z.infer<typeof user>;

// ------------------------------------------------------------------ passwords

/** The fewest characters of a password: the reset page's rule (src/contract/auth.ts), read from it. */
export const PASSWORD_MIN_LENGTH = newPassword.minLength ?? 8;

const PASSWORD_REQUIRED = message("users:accounts.password.required");

/** A password an admin sets, with the reset page's rules (spec 5: "Field is required", 8 characters). */
const password = z
  .string({ error: () => PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .min(
    PASSWORD_MIN_LENGTH,
    message("users:accounts.password.minLength", { min: PASSWORD_MIN_LENGTH }),
  )
  .meta({ label: "users:accounts.password.newPassword" });

/** The retype of a form's new password: never sent, it only has to match (spec 5). */
const retypePassword = z
  .string({ error: () => PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .meta({ label: "users:accounts.password.retypePassword" });

/**
 * Where and when the retype is checked against `field`: on the retype, as soon as both are typed
 * (also while other fields are still wrong).
 */
const retypeCheck = (field: string) => ({
  path: ["retypePassword"],
  message: message("users:accounts.password.mismatch"),
  when: ({ value }: { value: unknown }) => {
    const typed = value as Record<string, unknown> | undefined;
    return typeof typed?.[field] === "string" && typeof typed?.retypePassword === "string";
  },
});

// ------------------------------------------------------------------ admins and customers (/users)

/** A user as `/users` answers it: the stored record and its role's name. */
export const userWithRole = user
  .extend({ role: z.object({ roleId: z.string(), roleName: z.string() }) })
  .meta({ id: "User" });

/** The whole writable record after a create or an update (the server's check of the merge). */
export const userWrite = user.omit({ userId: true, createdAt: true, updatedAt: true });

/** `POST /users`: a new admin or customer with the password they sign in with. */
export const userCreate = userFields
  .extend({
    password: password.meta({
      description: "The first password (the reset page's rules: required, 8 characters or more).",
    }),
  })
  .meta({ id: "UserCreate" });

/** `PATCH /users/{userId}`: a changed email needs the code sent to it (`POST /users/{userId}/email-change`). */
export const userUpdate = patchOf(userFields)
  .extend({
    emailCode: z.string().trim().optional().meta({
      label: "users:accounts.emailChange.code",
      description:
        "Required when `email` changes: the code POST /users/{userId}/email-change sent to the new address. Wrong or expired: 422 on emailCode.",
    }),
  })
  .meta({ id: "UserUpdate" });

/** The create form: the user, their first password and its retype. */
export const userCreateForm = userCreate
  .extend({ retypePassword })
  .refine((values) => values.retypePassword === values.password, retypeCheck("password"));

/**
 * The edit form: the user, and the code sent to a new email (its field shows only once the email
 * changed; the server refuses a changed email without it).
 */
export const userEditForm = userFields.extend({
  emailCode: z
    .string({ error: () => message("users:accounts.emailChange.codeRequired") })
    .trim()
    .min(1, message("users:accounts.emailChange.codeRequired"))
    .meta({ label: "users:accounts.emailChange.code" }),
});

/** `POST /users/{userId}/email-change`: send a verification code to the new address. */
export const emailChangeRequest = z
  .object({ email: email("users:accounts.emailChange.newEmail") })
  .meta({ id: "EmailChangeRequest" });
export const emailChangeSent = z
  .object({ email: z.string(), expiresAt: timestamp("The code works until then.") })
  .meta({ id: "EmailChangeSent" });

/** `POST /users/{userId}/change-password`: an admin sets someone's password (the reset page's rules). */
export const userPasswordChange = z
  .object({ newPassword: password })
  .meta({ id: "UserPasswordChange" });

/** The change-password form: the new password and its retype. */
export const userPasswordChangeForm = userPasswordChange
  .extend({ retypePassword })
  .refine((values) => values.retypePassword === values.newPassword, retypeCheck("newPassword"));

/** The answer of a mail sent to a user (account information). */
export const userMailSent = z
  .object({ email: z.string(), sentAt: timestamp() })
  .meta({ id: "UserMailSent" });

/** `GET /users/{userId}/summary`: what the other areas know about a customer. */
export const userSummary = z
  .object({
    transactionCount: z.number().int().min(0),
    lastPurchaseAt: z.union([timestamp(), z.null()]),
    lastTransactionCode: z.union([z.string(), z.null()]),
    lastTransactionId: z.union([z.string(), z.null()]),
    totalSpent: z.number().min(0).meta({ description: "Rupiah, paid transactions only." }),
    walletPointBalance: z.number().int(),
    walletId: z
      .union([z.string(), z.null()])
      .meta({ description: "The customer's wallet (`/wallet-points/{wpId}`), null without one." }),
  })
  .meta({ id: "UserSummary" });

export type UserWithRole = z.infer<typeof userWithRole>;
export type UserFormValues = z.input<typeof userCreate> & {
  emailCode?: string;
  retypePassword?: string;
};
export type UserPasswordChangeValues = z.input<typeof userPasswordChangeForm>;
export type UserSummary = z.infer<typeof userSummary>;
export type EmailChangeSent = z.infer<typeof emailChangeSent>;
