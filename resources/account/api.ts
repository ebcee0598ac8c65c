/**
 * The calls of the own-account pages (my profile, active sessions, activities, contacts). Each
 * resolves the envelope's payload and rejects with an ApiError.
 */
import type { Profile } from "@/contract/session";
import { apiPath } from "@providers/data/api-path";
import { apiRequest, type Envelope } from "@providers/data/http";
import { payloadOf, resultsOf, type ListParams, type ListPayload } from "@providers/data/api";
import type { Activity, Contact, ProfileUpdate, UserSession } from "./schema/account";

export type { Activity, Contact, UserSession };

/** PATCH /users/me with the changed fields → the updated profile. */
export const updateMe = (body: ProfileUpdate) =>
  payloadOf(apiRequest<Profile>("PATCH", apiPath("/users/me"), { body }));

// ---------------------------------------------------------------- active sessions

/** GET /users/{userId}/sessions → the user's active sessions. */
export const getUserSessions = (userId: string) =>
  resultsOf(
    apiRequest<ListPayload<UserSession>>("GET", apiPath("/users/{userId}/sessions", { userId })),
  );

/** DELETE /users/{userId}/sessions/{sessionId}: signs that session out. */
export const deleteUserSession = (userId: string, sessionId: string) =>
  apiRequest<unknown>(
    "DELETE",
    apiPath("/users/{userId}/sessions/{sessionId}", { userId, sessionId }),
  );

// ---------------------------------------------------------------- own activity and contacts

const pageOf = async <T>(request: Promise<Envelope<ListPayload<T> | T[]>>) => {
  const payload = (await request).payload;
  if (Array.isArray(payload)) return { results: payload, count: payload.length };
  const results = Array.isArray(payload?.results) ? payload.results : [];
  return { results, count: typeof payload?.count === "number" ? payload.count : results.length };
};

/** GET /my-activities → { results, count }. */
export const getMyActivities = (params: ListParams = {}) =>
  pageOf(apiRequest<ListPayload<Activity>>("GET", apiPath("/my-activities"), { params }));

/** GET /my-contacts → { results, count }. */
export const getMyContacts = (params: ListParams = {}) =>
  pageOf(apiRequest<ListPayload<Contact>>("GET", apiPath("/my-contacts"), { params }));
