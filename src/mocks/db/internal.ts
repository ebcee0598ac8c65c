/**
 * Records only the demo API keeps (credentials, its session table, reset links, mails): the
 * backend's business, not the console's contract. Where they share fields with a contract entity
 * they are built from its schema's type.
 */
import type { UserSession } from "@/contract/account";
import type { FavoriteMenus } from "@/contract/favorite-menu";
import type { OutboxMail } from "@/contract/shell";
import type { SubRoleRecord } from "@/contract/role";

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

export type StoredMail = Omit<OutboxMail, "id">;

/** A sub-role definition with its members (`userIds`); the profile derives each user's sub roles from it. */
export type StoredSubRole = SubRoleRecord;

export type StoredFavoriteMenus = FavoriteMenus & {
  userId: string;
  createdAt: string;
  updatedAt: string;
};
