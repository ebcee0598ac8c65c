import { userDevice, type UserDevice } from "@/contract/user-device";
import { db } from "../db";
import { resource, writeChangeLog } from "../lib/crud";
import { nowIso } from "../lib/profile";
import { conflict, invalid, me, notFound, route } from "../lib/route";
import type { StoredUserDevice } from "./user-devices.seed";

/**
 * User devices (`/user-devices`): the phones and browsers that signed in to the mobile app or the
 * console, and staff's way to sign one out. Gated by the ADMIN permission (spec 2.3, USER_DEVICE).
 */
const present = ({ pushToken: _token, ...device }: StoredUserDevice): UserDevice => device;

const revoke = route({
  method: "post",
  path: "/user-devices/:id/revoke",
  area: "USER_DEVICE",
  action: "revoke",
  summary:
    "Sign a device out: its sessions end and its push token is removed (a device revoked already answers 409)",
  response: userDevice,
  params: { id: { from: "/user-devices", field: "deviceId" } },
  noCheck: true,
  errors: [404, 409, 422],
  handler: (ctx) => {
    const auth = me(ctx);
    const existing = db.userDevices.get(ctx.params.id!);
    if (!existing) throw notFound("This device was not found. It may have been removed.");
    if (existing.revokedAt) {
      const by = existing.revokedBy?.name;
      throw conflict(
        `This device was already signed out${by ? ` by ${by}` : ""}. Reload the list to see it.`,
      );
    }
    if (auth.session.deviceId === existing.deviceId && auth.user.userId === existing.userId)
      throw invalid(
        { deviceId: "This is the device you are using now." },
        "This is the device you are using now: sign out from the user menu instead.",
      );
    const at = nowIso();
    for (const session of db.sessions.filter(
      (row) =>
        row.deviceId === existing.deviceId && row.userId === existing.userId && !row.revokedAt,
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
