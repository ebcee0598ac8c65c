import { userDevice, type UserDevice } from "../schema/user-device";
import type { User } from "../schema/user";
import { db } from "@/mocks/db";
import { recordOr404, resource, writeChangeLog } from "@/mocks/lib/crud";
import { nowIso } from "@/mocks/lib/clock";
import { conflict, invalid, me, route } from "@/mocks/lib/route";
import type { StoredUserDevice } from "./user-devices.seed";
import { say } from "@/mocks/lib/readers";

/**
 * User devices (`/user-devices`): the phones and browsers that signed in to the mobile app or the
 * console, and staff's way to sign one out. Gated by the ADMIN permission (spec 2.3, USER_DEVICE).
 */
const present = ({ pushToken: _token, ...device }: StoredUserDevice): UserDevice => device;

/** The id the client sent for a device (a row's id adds "~userId" when two people share a browser). */
const clientId = (deviceId: string) => deviceId.split("~")[0]!;

/**
 * A sign-in from a device (the console's or the app's headers x-device-id, x-device-name, x-platform,
 * x-app-version): the device joins the list, or its row says it is active again. A device revoked
 * before signs in afresh, so its row is signed in again. One browser shared by two people is two rows.
 */
export function recordDeviceSignIn(user: User, request: Request) {
  const header = (name: string) => request.headers.get(name)?.trim() ?? "";
  const deviceId = header("x-device-id");
  if (!deviceId) return;
  const now = nowIso();
  const own = db.userDevices
    .filter((row) => row.userId === user.userId && clientId(row.deviceId) === deviceId)
    .at(0);
  const platform = header("x-platform") === "android" || header("x-platform") === "ios";
  const seen = {
    deviceName: header("x-device-name") || own?.deviceName || "Unknown device",
    appVersion: header("x-app-version") || own?.appVersion || "",
    lastActiveAt: now,
    revokedAt: null,
    revokedBy: null,
    updatedAt: now,
  };
  if (own) {
    db.userDevices.update(own.deviceId, seen);
    return;
  }
  db.userDevices.insert({
    ...seen,
    // The id the client sent, unless another person's row already has it.
    deviceId: db.userDevices.get(deviceId) ? `${deviceId}~${user.userId}` : deviceId,
    userId: user.userId,
    userName: user.name,
    email: user.email,
    platform: platform ? (header("x-platform") as "android" | "ios") : "cms",
    osVersion: "",
    pushToken: null,
    hasPushToken: false,
    firstSeenAt: now,
    createdAt: now,
  });
}

const revoke = route({
  method: "post",
  path: "/user-devices/:id/revoke",
  area: "USER_DEVICE",
  action: "revoke",
  summary:
    "Sign a device out: its sessions end and its push token is removed (a device revoked already answers 409)",
  response: userDevice,
  params: { id: { from: "/user-devices", field: "deviceId" } },
  errors: [404, 409, 422],
  handler: (ctx) => {
    const auth = me(ctx);
    const existing = recordOr404(db.userDevices, ctx.params.id!, say("users:api.deviceNotFound"));
    if (existing.revokedAt) {
      const by = existing.revokedBy?.name;
      throw conflict(
        by ? say("users:api.deviceSignedOutBy", { by }) : say("users:api.deviceSignedOut"),
      );
    }
    if (
      auth.session.deviceId === clientId(existing.deviceId) &&
      auth.user.userId === existing.userId
    )
      throw invalid(
        { deviceId: say("users:api.currentDevice") },
        say("users:api.currentDeviceSignOut"),
      );
    const at = nowIso();
    for (const session of db.sessions.filter(
      (row) =>
        row.deviceId === clientId(existing.deviceId) &&
        row.userId === existing.userId &&
        !row.revokedAt,
    ))
      db.sessions.update(session.sessionId, { revokedAt: at });
    const record: StoredUserDevice = {
      ...existing,
      pushToken: null,
      hasPushToken: false,
      revokedAt: at,
      revokedBy: { userId: auth.user.userId, name: auth.user.name },
      updatedAt: at,
    };
    db.userDevices.replace(record);
    writeChangeLog(
      "user-device",
      auth,
      "UPDATE",
      record.deviceId,
      `${record.deviceName} (${record.userName})`,
      present(existing),
      present(record),
    );
    return present(record);
  },
});

const userDevices = resource<StoredUserDevice>({
  path: "/user-devices",
  entity: "user-device",
  collection: db.userDevices,
  area: "USER_DEVICE",
  operations: ["list", "show"],
  labelField: "deviceName",
  schemas: { answer: userDevice },
  present,
  searchFields: ["deviceName", "deviceId"],
  extra: [revoke],
});

export const handlers = [...userDevices];
