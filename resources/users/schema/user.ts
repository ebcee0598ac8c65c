/** Users (staff and customers), their roles and sub roles, and the signed-in user's profile. */
import { newPassword } from "@/contract/auth";
import { email, flag, patchOf, requiredText, timestamp, z } from "@/contract/common";
import { address } from "@/contract/address";
import { personFields, personRecord } from "@/contract/session";

// Roles and sub roles live in ./role; re-exported for the modules that read them with the user.
export { outletRef, role, subRole } from "./role";
export type { OutletRef, Role, SubRole } from "./role";
export { GENDERS, USER_TYPES } from "@/contract/session";

/**
 * What a client writes about a user (the admin and customer forms). The name is edited as first,
 * middle and last name (spec 6 "name edit mode"); the phone is optional and changes without OTP; the
 * email changes by OTP (`userUpdate.emailCode`).
 */
export const userFields = personFields.extend({
  roleId: requiredText("Role", 100).meta({
    description:
      "The customer role id (VITE_CUSTOMER_ROLE_ID) makes a customer; any other role an admin.",
  }),
  isActive: flag("Active").default(true),
});

/** A user as stored (the admin and customer lists of spec 2.2 read the same collection). */
export const user = userFields
  .extend({ ...personRecord, address: z.union([address, z.null()]) })
  .meta({ id: "UserRecord" });

/** The signed-in user (`GET /users/me`): the shared contract of the session. */
export { profile } from "@/contract/session";
export type { Profile } from "@/contract/session";

export type User = z.infer<typeof user>;

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
