/**
 * Typed calls for everything that is not a Refine CRUD resource (spec section
 * 7 and the own-account pages), so no component builds URLs or headers. Each
 * resolves the envelope's payload (or the whole envelope where the caller
 * needs `code`/`message`) and rejects with an ApiError.
 */
import type { FavoriteMenu, FavoriteMenus } from "@/contract/favorite-menu";
import type { Notification } from "@/contract/my-notifications";
import type { DemoStatus, MyBrand, OutboxMail, Region, SidebarCheck } from "@/contract/shell";
import type { ActivityReport, OutletRef, Profile, SubRole } from "@/contract/session";

export type { ActivityReport, FavoriteMenu, FavoriteMenus, Notification };
export type { OutboxMail, Region, SidebarCheck };
import { apiPath } from "./api-path";
import { apiRequest, type Envelope } from "./http";

/** A list answer (api-conventions.md). */
export interface ListPayload<T> {
  results: T[];
  count?: number;
}

export const payloadOf = async <T>(request: Promise<Envelope<T>>): Promise<T> =>
  (await request).payload;

/** Results of a list payload; tolerates a bare array. */
export const resultsOf = async <T>(
  request: Promise<Envelope<ListPayload<T> | T[]>>,
): Promise<T[]> => {
  const payload = (await request).payload;
  if (Array.isArray(payload)) return payload;
  return Array.isArray(payload?.results) ? payload.results : [];
};

// ---------------------------------------------------------------- notifications

/**
 * A notification as the drawer reads it: the contract's, of which the spec lets a backend leave out
 * the message and the receiver (spec 5: "Receiver User ID not found for this notification.").
 */
export type NotificationItem = Pick<Notification, "id" | "title" | "createdAt" | "readByUserAt"> &
  Partial<Pick<Notification, "message" | "receiverUserId" | "target" | "textKey" | "textValues">>;

/** The two push platform codes sent as `platform` to GET /my-notifications. */
export const NOTIFICATION_PLATFORMS = ["cms", "web"] as const;

/**
 * GET /my-notifications?platform=cms&platform=web. Resolves the whole envelope:
 * the drawer checks `code === "success"` and reads `payload.results` itself
 * (spec 8 lists the messages of a response not flagged success).
 */
export const getMyNotifications = () =>
  apiRequest<ListPayload<NotificationItem>>("GET", apiPath("/my-notifications"), {
    params: { platform: [...NOTIFICATION_PLATFORMS] },
  });

/** PATCH /my-notifications/mark-as-read { notificationIds, receiverUserId }. */
export const markAsRead = (notificationIds: string[], receiverUserId: string) =>
  apiRequest<unknown>("PATCH", apiPath("/my-notifications/mark-as-read"), {
    body: { notificationIds, receiverUserId },
  });

/** PATCH /my-notifications/mark-all-as-read { receiverUserId }. */
export const markAllAsRead = (receiverUserId: string) =>
  apiRequest<unknown>("PATCH", apiPath("/my-notifications/mark-all-as-read"), {
    body: { receiverUserId },
  });

// ---------------------------------------------------------------- favorites

/** GET favorite-menus/me → { menus }. */
export const getFavoriteMenus = async (): Promise<FavoriteMenus> => {
  const payload = await payloadOf(
    apiRequest<Partial<FavoriteMenus> | null>("GET", apiPath("/favorite-menus/me")),
  );
  return { menus: Array.isArray(payload?.menus) ? payload.menus : [] };
};

/** PATCH favorite-menus/me/add-menu { key, menu } (one call per menu). */
export const addFavoriteMenu = (favorite: FavoriteMenu) =>
  apiRequest<unknown>("PATCH", apiPath("/favorite-menus/me/add-menu"), { body: favorite });

/** PATCH favorite-menus/me/delete-menu { key }. */
export const deleteFavoriteMenu = (key: string) =>
  apiRequest<unknown>("PATCH", apiPath("/favorite-menus/me/delete-menu"), { body: { key } });

// ---------------------------------------------------------------- sidebar badges

/** GET backoffice-sidebar-checker (optional query). */
export const getSidebarCheck = async (params?: Record<string, unknown>): Promise<SidebarCheck> => {
  const payload = await payloadOf(
    apiRequest<SidebarCheck | null>("GET", apiPath("/backoffice-sidebar-checker"), { params }),
  );
  return payload && typeof payload === "object" ? payload : {};
};

// ---------------------------------------------------------------- outlets

/** What the outlet selector reads of a brand and of a store (both lists answer more). */
export type OutletBrand = Pick<MyBrand, "brandId" | "brandName">;
export type OutletStore = OutletRef;

/** GET my-brands in the sub app, product/brands otherwise → payload.results. */
export const getBrands = (sub: boolean) =>
  resultsOf(
    apiRequest<ListPayload<OutletBrand>>(
      "GET",
      sub ? apiPath("/my-brands") : apiPath("/product/brands"),
    ),
  );

/** GET my-stores in the sub app, stores otherwise → payload.results. */
export const getStores = (sub: boolean) =>
  resultsOf(
    apiRequest<ListPayload<OutletStore>>("GET", sub ? apiPath("/my-stores") : apiPath("/stores")),
  );

// ---------------------------------------------------------------- profile

/** GET /users/me → the profile. */
export const getMe = () => payloadOf(apiRequest<Profile>("GET", apiPath("/users/me")));

/** GET /my-sub-roles → the sub roles (possibly empty). */
export const getMySubRoles = async (): Promise<SubRole[]> => {
  const payload = await payloadOf(
    apiRequest<SubRole[] | ListPayload<SubRole> | null>("GET", apiPath("/my-sub-roles")),
  );
  if (Array.isArray(payload)) return payload;
  return Array.isArray(payload?.results) ? payload.results : [];
};

/** The query of a list call (api-conventions.md). */
export interface ListParams {
  _start?: number;
  _end?: number;
  _sort?: string;
  _order?: string;
  q?: string;
  [key: string]: unknown;
}

// ---------------------------------------------------------------- misc

/** POST /sync-data (needs ROLE_AND_ACCESS). */
export const syncData = () => apiRequest<unknown>("POST", apiPath("/sync-data"));

/** POST /uploads multipart → { url }. `onProgress` gets 0–100. */
export async function uploadFile(
  file: Blob,
  onProgress?: (percent: number) => void,
): Promise<{ url: string }> {
  const form = new FormData();
  form.append("file", file, file instanceof File ? file.name : "upload");
  const envelope = await apiRequest<{ url: string }>("POST", apiPath("/uploads"), {
    body: form,
    // Let the browser set the multipart boundary.
    headers: { "Content-Type": "multipart/form-data" },
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return { url: envelope.payload?.url ?? "" };
}

/** GET /regions?q= (address search). */
export const searchRegions = (q: string) =>
  resultsOf(apiRequest<ListPayload<Region>>("GET", apiPath("/regions"), { params: { q } }));

export type ActivityKind = "login" | "logout" | "pageview";

const ACTIVITY_PATHS: Record<ActivityKind, string> = {
  login: apiPath("/user-activities/login"),
  logout: apiPath("/user-activities/logout"),
  pageview: apiPath("/user-activities/pageview"),
};

/**
 * POST /user-activities/{login|logout|pageview} with the activity record.
 * `token`: the bearer to use when the stored session is about to be cleared (logout).
 */
export const trackActivity = (kind: ActivityKind, record: ActivityReport, token?: string) =>
  apiRequest<unknown>("POST", ACTIVITY_PATHS[kind], {
    body: record,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });

/** DELETE /lock-data/{userId} (`token` as for trackActivity). */
export const deleteLockData = (userId: string, token?: string) =>
  apiRequest<unknown>("DELETE", apiPath("/lock-data/{userId}", { userId }), {
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });

// ---------------------------------------------------------------- demo API only

/** POST /demo/reset: restores the demo data (demo API only). */
export const resetDemoData = () => apiRequest<unknown>("POST", apiPath("/demo/reset"));

/** GET /demo/status: the demo's data set and the faults it makes on purpose (demo API only). */
export const getDemoStatus = () =>
  payloadOf(apiRequest<DemoStatus>("GET", apiPath("/demo/status")));

/** DELETE /demo/faults: stops every fault of the fault switch (demo API only). */
export const stopDemoFaults = () =>
  payloadOf(apiRequest<DemoStatus>("DELETE", apiPath("/demo/faults")));

/** GET /demo/outbox: the e-mails the demo API "sent" (reset links...). */
export const getDemoOutbox = () =>
  resultsOf(apiRequest<ListPayload<OutboxMail>>("GET", apiPath("/demo/outbox")));
