import { collection, defineCollections, emptySeed } from "@/mocks/db";
// The signed-in staff member of every request is one of these users.
import "./identity";
import type { UserSession } from "@resources/account/exports";
import type { UserAddress } from "../schema/address-book";
import type { Prescription } from "../schema/prescription";
import type { RoleRecord, SubRoleRecord } from "../schema/role";
import type { User } from "../schema/user";
import { seedPrescriptions } from "./prescriptions.seed";
import { seedRoles, seedSubRoles } from "./roles.seed";
import { seedUserAddresses } from "./user-addresses.seed";
import { seedUserDevices, type StoredUserDevice } from "./user-devices.seed";
import {
  seedCredentials,
  seedEmailChanges,
  seedSessions,
  seedUsers,
  type EmailChange,
} from "./users.seed";

/**
 * Records only the demo server keeps (credentials, its session table, reset links): the backend's
 * business, not the console's contract.
 */
export interface Credential {
  userId: string;
  email: string;
  password: string;
  passwordExpiredAt: string;
  updatedAt: string;
}

/** A sign-in session (what `GET /users/{userId}/sessions` answers, plus what only the server keeps). */
export type StoredSession = Omit<UserSession, "ipAddress" | "current"> & {
  userId: string;
  timezone: string;
  revokedAt: string | null;
};

/** A password-reset link (`/reset-password/{sessionId}`). */
export interface ResetSession {
  sessionId: string;
  userId: string;
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** A sub-role definition with its members (`userIds`); the profile derives each user's sub roles from it. */
export type StoredSubRole = SubRoleRecord;

export const collections = defineCollections({
  roles: collection<RoleRecord>("roleId", "rol", seedRoles, ["roleName", "description"]),
  users: collection<User>("userId", "usr", seedUsers, ["name", "email", "phone"]),
  credentials: collection<Credential>("userId", "crd", seedCredentials),
  subRoles: collection<StoredSubRole>("subRoleId", "srl", seedSubRoles, ["roleName"]),
  sessions: collection<StoredSession>("sessionId", "ses", seedSessions, [], {
    keep: true,
  }),
  resetSessions: collection<ResetSession>("sessionId", "rst", emptySeed("resetSessions")),
  userDevices: collection<StoredUserDevice>("deviceId", "udv", seedUserDevices, [
    "userName",
    "deviceName",
    "platform",
  ]),
  userAddresses: collection<UserAddress>("addressId", "adr", seedUserAddresses, [
    "label",
    "recipientName",
    "address.city",
    "address.street",
  ]),
  prescriptions: collection<Prescription>("prescriptionId", "rx", seedPrescriptions, [
    "customerName",
    "examiner",
    "notes",
  ]),
  emailChanges: collection<EmailChange>("changeId", "emc", seedEmailChanges),
});

type UsersCollections = typeof collections;
declare module "@/mocks/db" {
  interface DemoDb extends UsersCollections {}
}
