/**
 * The signed-in staff member (`GET /users/me`, api-conventions.md "The signed-in user"): who they are,
 * their role's permission codes and their sub roles (spec 4). The session, the shell and the outlet
 * selector read it; the user records of the users domain are built on the same person fields.
 */
import {
  email,
  id,
  optionalPhone,
  optionalText,
  requiredText,
  timestamp,
  timestamps,
  z,
} from "./common";

export const USER_TYPES = ["ADMIN", "CUSTOMER"] as const;
export const GENDERS = ["MALE", "FEMALE"] as const;
export const SUB_ROLE_TYPES = ["BRAND", "STORE"] as const;

/**
 * A person as the forms write them. The name is edited as first, middle and last name (spec 6 "name
 * edit mode"); the phone is optional and changes without OTP.
 */
export const personFields = z.object({
  firstName: requiredText("First name", 50),
  middleName: optionalText("Middle name", 50).default(""),
  lastName: optionalText("Last name", 50).default(""),
  email: email(),
  phone: optionalPhone().default(""),
  gender: z.enum(GENDERS, { error: () => "Choose one of: MALE, FEMALE." }).default("MALE"),
  birthDate: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "The birth date is a date (YYYY-MM-DD).")
    .default(""),
});

/** What every user record adds to the person: its id, joined name, photo, type and last sign-in. */
export const personRecord = {
  userId: id(),
  name: z.string().meta({ description: "First, middle and last name joined." }),
  photoUrl: z.string(),
  userType: z.enum(USER_TYPES).meta({
    description:
      "CUSTOMER for the one customer role (the customer list), ADMIN for every other role (the admin list).",
  }),
  lastLoginAt: z.union([timestamp(), z.null()]),
  ...timestamps,
};

/** A store a sub role covers. */
export const outletRef = z
  .object({ storeId: z.string(), storeName: z.string(), companyBrandId: z.string() })
  .meta({ id: "OutletRef" });

/** A sub role (brand or outlet sub admin) as the profile and `GET /my-sub-roles` carry it. */
export const subRole = z
  .object({
    subRoleId: id(),
    type: z.enum(SUB_ROLE_TYPES),
    roleName: z.string(),
    brandId: z.string(),
    brandName: z.string(),
    stores: z.array(outletRef),
  })
  .meta({ id: "SubRole" });

/** The role as the profile carries it: its name and its backend permission codes (spec 6). */
export const profileRole = z
  .object({ roleId: id(), roleName: z.string(), permissions: z.array(z.string()) })
  .meta({ id: "ProfileRole" });

export const profile = personFields
  .extend({ ...personRecord, role: profileRole, subRoles: z.array(subRole) })
  .meta({ id: "Profile" });

export const ACTIVITY_TYPES = ["LOGIN", "LOGOUT", "PAGEVIEW"] as const;

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

export type Profile = z.infer<typeof profile>;
export type ActivityReport = z.infer<typeof activityReport>;
export type SubRole = z.infer<typeof subRole>;
export type OutletRef = z.infer<typeof outletRef>;
