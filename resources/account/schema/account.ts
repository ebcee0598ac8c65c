/** The signed-in user's own account: active sessions, activities, contacts, uploads. */
import { id, timestamp, z } from "@/contract/common";

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

export const ACTIVITY_TYPES = ["LOGIN", "LOGOUT", "PAGEVIEW"] as const;

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

/** `POST /user-activities/{login|logout|pageview}` (only when activity tracking is on). */
export const activityReport = z
  .object({
    email: z.string().optional(),
    activityType: z.enum(ACTIVITY_TYPES).optional(),
    pageUrl: z.string().optional(),
    userAgent: z.string().optional(),
    isSuccess: z.boolean().optional(),
    errorMessage: z.string().optional(),
  })
  .meta({ id: "ActivityReport" });

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

/** `POST /uploads` (multipart, field `file`). */
export const upload = z
  .object({
    url: z
      .string()
      .meta({ description: "Where the file is served (the demo answers a data: URL)." }),
    name: z.string(),
    size: z.number().int(),
    type: z.string(),
  })
  .meta({ id: "Upload" });

export const uploadRequest = z
  .object({
    file: z
      .string()
      .meta({ format: "binary", description: "The file (at most 2 MB in the demo)." }),
  })
  .meta({ id: "UploadRequest" });

export type UserSession = z.infer<typeof userSession>;
export type Activity = z.infer<typeof activity>;
export type ActivityReport = z.infer<typeof activityReport>;
export type Contact = z.infer<typeof contact>;
export type Upload = z.infer<typeof upload>;
