/** Users (staff and customers), their roles and sub roles, and the signed-in user's profile. */
import {
  flag,
  id,
  optionalPhone,
  optionalText,
  requiredText,
  timestamp,
  timestamps,
  z,
} from "./common";
import { address } from "./store";
import { profileRole, subRole } from "./role";

// Roles and sub roles live in ./role; re-exported for the modules that read them with the user.
export { outletRef, profileRole, role, subRole } from "./role";
export type { OutletRef, Role, SubRole } from "./role";

export const USER_TYPES = ["ADMIN", "CUSTOMER"] as const;
export const GENDERS = ["MALE", "FEMALE"] as const;

/** A user as stored (the admin and customer lists of spec 2.2 read the same collection). */
export const user = z
  .object({
    userId: id(),
    name: z.string().meta({ description: "First, middle and last name joined." }),
    firstName: requiredText("First name", 50),
    middleName: optionalText("Middle name", 50),
    lastName: optionalText("Last name", 50),
    email: z.string(),
    phone: optionalPhone(),
    photoUrl: z.string(),
    roleId: z.string(),
    userType: z.enum(USER_TYPES).meta({ description: "ADMIN for staff, CUSTOMER for customers." }),
    gender: z.enum(GENDERS),
    birthDate: z.string(),
    address: z.union([address, z.null()]),
    isActive: flag("Active"),
    lastLoginAt: z.union([timestamp(), z.null()]),
    ...timestamps,
  })
  .meta({ id: "User" });

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
