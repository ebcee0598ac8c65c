/** Users (staff and customers), their roles and sub roles, and the signed-in user's profile. */
import { newPassword } from "@/contract/auth";
import {
  email,
  flag,
  id,
  optionalPhone,
  optionalText,
  patchOf,
  requiredText,
  timestamp,
  timestamps,
  z,
} from "@/contract/common";
import { address } from "@resources/catalogue/schema/store";
import { profileRole, subRole } from "./role";

// Roles and sub roles live in ./role; re-exported for the modules that read them with the user.
export { outletRef, profileRole, role, subRole } from "./role";
export type { OutletRef, Role, SubRole } from "./role";

export const USER_TYPES = ["ADMIN", "CUSTOMER"] as const;
export const GENDERS = ["MALE", "FEMALE"] as const;

/**
 * What a client writes about a user (the admin and customer forms). The name is edited as first,
 * middle and last name (spec 6 "name edit mode"); the phone is optional and changes without OTP; the
 * email changes by OTP (`userUpdate.emailCode`).
 */
export const userFields = z.object({
  firstName: requiredText("First name", 50),
  middleName: optionalText("Middle name", 50).default(""),
  lastName: optionalText("Last name", 50).default(""),
  email: email(),
  phone: optionalPhone().default(""),
  roleId: requiredText("Role", 100).meta({
    description:
      "The customer role id (VITE_CUSTOMER_ROLE_ID) makes a customer; any other role an admin.",
  }),
  gender: z.enum(GENDERS, { error: () => "Choose one of: MALE, FEMALE." }).default("MALE"),
  birthDate: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "The birth date is a date (YYYY-MM-DD).")
    .default(""),
  isActive: flag("Active").default(true),
});

/** A user as stored (the admin and customer lists of spec 2.2 read the same collection). */
export const user = userFields
  .extend({
    userId: id(),
    name: z.string().meta({ description: "First, middle and last name joined." }),
    photoUrl: z.string(),
    userType: z.enum(USER_TYPES).meta({
      description:
        "CUSTOMER for the one customer role (the customer list), ADMIN for every other role (the admin list).",
    }),
    address: z.union([address, z.null()]),
    lastLoginAt: z.union([timestamp(), z.null()]),
    ...timestamps,
  })
  .meta({ id: "UserRecord" });

/** The signed-in user (`GET /users/me`, api-conventions.md "The signed-in user"). */
export const profile = user
  .pick({
    userId: true,
    name: true,
    firstName: true,
    middleName: true,
    lastName: true,
    email: true,
    phone: true,
    photoUrl: true,
    gender: true,
    birthDate: true,
    userType: true,
    lastLoginAt: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({ role: profileRole, subRoles: z.array(subRole) })
  .meta({ id: "Profile" });

/** `PATCH /users/me`: the own profile's editable fields (the email changes by OTP, not here). */
export const profileUpdate = z
  .object({
    firstName: requiredText("First name", 50),
    middleName: optionalText("Middle name", 50),
    lastName: optionalText("Last name", 50),
    phone: optionalPhone(),
    photoUrl: z
      .union([z.string(), z.null()])
      .meta({ description: 'null or "" removes the photo.' }),
    email: z
      .string()
      .meta({ description: "Accepted only when unchanged: the email changes by OTP." }),
  })
  .partial()
  .meta({ id: "ProfileUpdate" });

export type User = z.infer<typeof user>;
export type Profile = z.infer<typeof profile>;
export type ProfileUpdate = z.input<typeof profileUpdate>;

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
    password: newPassword.meta({
      description: "The first password (the reset page's rules: required, 8 characters or more).",
    }),
  })
  .meta({ id: "UserCreate" });

/** `PATCH /users/{userId}`: a changed email needs the code sent to it (`POST /users/{userId}/email-change`). */
export const userUpdate = patchOf(userFields)
  .extend({
    emailCode: z.string().trim().optional().meta({
      description:
        "Required when `email` changes: the code POST /users/{userId}/email-change sent to the new address. Wrong or expired: 422 on emailCode.",
    }),
  })
  .meta({ id: "UserUpdate" });

/** `POST /users/{userId}/email-change`: send a verification code to the new address. */
export const emailChangeRequest = z.object({ email: email("New email") }).meta({
  id: "EmailChangeRequest",
});
export const emailChangeSent = z
  .object({ email: z.string(), expiresAt: timestamp("The code works until then.") })
  .meta({ id: "EmailChangeSent" });

/** `POST /users/{userId}/change-password`: an admin sets someone's password (the reset page's rules). */
export const userPasswordChange = z.object({ newPassword }).meta({ id: "UserPasswordChange" });

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
export type UserFormValues = z.input<typeof userCreate> & { emailCode?: string };
export type UserSummary = z.infer<typeof userSummary>;
export type EmailChangeSent = z.infer<typeof emailChangeSent>;
