/** The signed-in user's own account: profile edits, active sessions, activities, contacts. */
import { id, timestamp, z } from "@/contract/common";
import { ACTIVITY_TYPES } from "@/contract/session";
import { optionalPhone, optionalText, requiredText } from "@/contract/common";

/** An open session of a user (`GET /users/{userId}/sessions`). */
export const userSession = z
  .object({
    sessionId: id(),
    deviceId: z.string(),
    deviceName: z.string(),
    platform: z.string(),
    ip: z.string(),
    ipAddress: z.string().meta({ description: "Same as `ip` (older clients read this name)." }),
    userAgent: z.string(),
    createdAt: timestamp(),
    lastActiveAt: timestamp(),
    expiresAt: timestamp(),
    current: z.boolean().meta({ description: "The session that made this request." }),
  })
  .meta({ id: "UserSession" });

/** Spec 3 "Activity record". */
export const activity = z
  .object({
    activityId: id(),
    userId: z.string(),
    email: z.string(),
    activityType: z.enum(ACTIVITY_TYPES),
    pageUrl: z.string(),
    userAgent: z.string(),
    isSuccess: z.boolean(),
    errorMessage: z.string(),
    createdAt: timestamp(),
  })
  .meta({ id: "Activity" });

/** A colleague of `GET /my-contacts`. */
export const contact = z
  .object({
    userId: id(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    photoUrl: z.string(),
    roleName: z.string(),
  })
  .meta({ id: "Contact" });

export type UserSession = z.infer<typeof userSession>;
export type Activity = z.infer<typeof activity>;
export type Contact = z.infer<typeof contact>;

/**
 * `PATCH /users/me`: the own profile's editable fields (the email changes by OTP, not here); the
 * person's lengths of src/contract/session.ts.
 */
export const profileUpdate = z
  .object({
    firstName: requiredText("account:profile.fields.firstName", 50),
    middleName: optionalText("account:profile.fields.middleName", 50),
    lastName: optionalText("account:profile.fields.lastName", 50),
    phone: optionalPhone("account:profile.fields.phone"),
    photoUrl: z.union([z.string(), z.null()]).meta({
      label: "account:profile.fields.photo",
      description: 'null or "" removes the photo.',
    }),
    email: z.string().meta({
      label: "account:profile.fields.email",
      description: "Accepted only when unchanged: the email changes by OTP.",
    }),
  })
  .partial()
  .meta({ id: "ProfileUpdate" });
export type ProfileUpdate = z.input<typeof profileUpdate>;
