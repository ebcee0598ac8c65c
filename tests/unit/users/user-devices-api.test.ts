import { db } from "@/mocks/node";
import { customersOf } from "@resources/users/demo/users.seed";
import { api, signIn } from "../mocks/api";

describe("demo API: user devices", () => {
  it("seeds the mobile app for a third of the customers and the console for the staff", () => {
    const customers = customersOf("normal");
    const devices = db.userDevices.all();
    const owners = new Set(
      devices.filter((device) => device.platform !== "cms").map((device) => device.userId),
    );
    expect(owners.size).toBe(Math.ceil(customers.length / 3));
    expect(
      devices.some((device) => device.platform === "cms" && device.userId === "usr-admin"),
    ).toBe(true);
    for (const device of devices) {
      expect(device.hasPushToken).toBe(device.pushToken !== null);
      expect(device.firstSeenAt <= device.lastActiveAt).toBe(true);
    }
  });

  it("adds the device a user signs in from, marks it active again on the next sign-in, one row per person", async () => {
    expect(db.userDevices.get("test-device")).toBeUndefined();
    await signIn("catalog@demo.test");
    const first = db.userDevices.get("test-device")!;
    expect(first).toMatchObject({
      userId: "usr-catalog",
      platform: "cms",
      deviceName: "Vitest on Node",
      appVersion: "0.54.1",
      hasPushToken: false,
      revokedAt: null,
    });
    // Revoked meanwhile: signing in again from it makes it a signed-in device again.
    db.userDevices.update("test-device", { revokedAt: new Date().toISOString() });
    await signIn("catalog@demo.test");
    expect(
      db.userDevices
        .filter((row) => row.userId === "usr-catalog" && row.platform === "cms")
        .filter((row) => row.deviceId.startsWith("test-device")),
    ).toHaveLength(1);
    expect(db.userDevices.get("test-device")!.revokedAt).toBeNull();
    // Someone else on the same browser: a row of their own.
    await signIn("admin@demo.test");
    expect(db.userDevices.get("test-device~usr-admin")).toMatchObject({ userId: "usr-admin" });
    expect(db.userDevices.get("test-device")!.userId).toBe("usr-catalog");
  });

  it("lists with filters and search, and never answers the push token itself", async () => {
    const token = await signIn("admin@demo.test");
    const ios = await api("GET", "/user-devices?platform=ios&_end=500", { token });
    expect(ios.status).toBe(200);
    expect(ios.payload.count).toBeGreaterThan(0);
    for (const device of ios.payload.results) {
      expect(device.platform).toBe("ios");
      expect(device).not.toHaveProperty("pushToken");
    }
    const one = db.userDevices.all().find((device) => device.platform === "android")!;
    const byId = await api("GET", `/user-devices?q=${one.deviceId}`, { token });
    expect(byId.payload.results.map((d: { deviceId: string }) => d.deviceId)).toEqual([
      one.deviceId,
    ]);
    const byUser = await api("GET", `/user-devices?userId=${one.userId}`, { token });
    expect(byUser.payload.results.every((d: { userId: string }) => d.userId === one.userId)).toBe(
      true,
    );
  });

  it("revokes a device: its sessions end, its push token goes, a second revoke is refused", async () => {
    const token = await signIn("admin@demo.test");
    const device = db.userDevices
      .all()
      .find((row) => row.userId === "usr-manager" && row.platform === "cms" && !row.revokedAt)!;
    const sessions = () =>
      db.sessions.filter((row) => row.deviceId === device.deviceId && row.userId === "usr-manager");
    expect(sessions().length).toBeGreaterThan(0);

    const first = await api("POST", `/user-devices/${device.deviceId}/revoke`, { token });
    expect(first.status).toBe(200);
    expect(first.payload.revokedAt).toEqual(expect.any(String));
    expect(first.payload.revokedBy).toEqual({ userId: "usr-admin", name: "Alice Admin" });
    expect(first.payload.hasPushToken).toBe(false);
    expect(db.userDevices.get(device.deviceId)!.pushToken).toBeNull();
    expect(sessions().every((row) => row.revokedAt)).toBe(true);
    const logs = db.changeLogs.filter((log) => log.entityId === device.deviceId);
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs[0])).not.toContain("pushToken");

    const again = await api("POST", `/user-devices/${device.deviceId}/revoke`, { token });
    expect(again.status).toBe(409);
    expect(again.message).toBe(
      "This device was already signed out by Alice Admin. Reload the list to see it.",
    );
  });

  it("removes a mobile device's push token", async () => {
    const token = await signIn("admin@demo.test");
    const device = db.userDevices.all().find((row) => row.hasPushToken && !row.revokedAt)!;
    const answer = await api("POST", `/user-devices/${device.deviceId}/revoke`, { token });
    expect(answer.payload.hasPushToken).toBe(false);
    expect(db.userDevices.get(device.deviceId)).toMatchObject({
      pushToken: null,
      hasPushToken: false,
    });
  });

  it("needs USER.UPDATE to revoke and the ADMIN list codes to read", async () => {
    const operations = await signIn("expired@demo.test");
    const device = db.userDevices.all().find((row) => !row.revokedAt)!;
    const list = await api("GET", "/user-devices", { token: operations });
    expect(list.status).toBe(200);
    const refused = await api("POST", `/user-devices/${device.deviceId}/revoke`, {
      token: operations,
    });
    expect(refused.status).toBe(403);
    expect(refused.message).toContain("USER.UPDATE");
    expect(db.userDevices.get(device.deviceId)!.revokedAt).toBeNull();

    const catalog = await signIn("catalog@demo.test");
    expect((await api("GET", "/user-devices", { token: catalog })).status).toBe(403);
  });
});
