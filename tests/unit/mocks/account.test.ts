import { config } from "@/config";
import { api, signIn } from "./api";

describe("demo API: own account", () => {
  it("PATCH /users/me updates the name in first-middle-last form and validates", async () => {
    const token = await signIn("catalog@demo.test");
    const ok = await api("PATCH", "/users/me", {
      token,
      body: {
        firstName: "Citra",
        middleName: "Dewi",
        lastName: "Lestari",
        phone: "+62 812 1111 2222",
      },
    });
    expect(ok.status).toBe(200);
    // Stored the one way every phone is: +62 and digits (shown as "+62 812-1111-2222").
    expect(ok.payload).toMatchObject({ name: "Citra Dewi Lestari", phone: "+6281211112222" });
    expect((await api("GET", "/users/me", { token })).payload.name).toBe("Citra Dewi Lestari");
    const bad = await api("PATCH", "/users/me", { token, body: { firstName: "", phone: "abc" } });
    expect(bad.status).toBe(422);
    expect(bad.payload.errors).toEqual({
      firstName: "First name is required.",
      phone: "Please enter a valid phone number.",
    });
    expect((await api("PATCH", "/users/me", { body: { firstName: "X" } })).status).toBe(401);
  });

  it("active sessions: lists them with the current one flagged; a deleted session's token answers 401", async () => {
    const first = await signIn("manager@demo.test");
    const second = await signIn("manager@demo.test");
    const list = await api("GET", "/users/usr-manager/sessions", { token: first });
    const sessions: {
      sessionId: string;
      current: boolean;
      deviceName: string;
      ip: string;
      lastActiveAt: string;
    }[] = list.payload.results;
    expect(sessions.length).toBeGreaterThanOrEqual(4);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions[0]).toEqual(
      expect.objectContaining({
        deviceName: expect.any(String),
        ip: expect.any(String),
        lastActiveAt: expect.any(String),
      }),
    );
    const mine = sessions.find((session) => session.current)!;
    const other = sessions.find(
      (session) => !session.current && session.deviceName === "Vitest on Node",
    )!;
    expect(
      (await api("DELETE", `/users/usr-manager/sessions/${other.sessionId}`, { token: first }))
        .status,
    ).toBe(200);
    expect((await api("GET", "/users/me", { token: second })).status).toBe(401);
    expect((await api("GET", "/users/me", { token: first })).status).toBe(200);
    expect(mine.sessionId).not.toBe(other.sessionId);
    const catalog = await signIn("catalog@demo.test");
    expect((await api("GET", "/users/usr-manager/sessions", { token: catalog })).status).toBe(403);
  });

  it("activities, contacts, sync data (ROLE_AND_ACCESS), lock data", async () => {
    const token = await signIn("admin@demo.test");
    const activities = await api("GET", "/my-activities?_start=0&_end=10", { token });
    expect(activities.payload.results).toHaveLength(10);
    expect(activities.payload.count).toBeGreaterThan(10);
    expect(activities.payload.results[0]).toMatchObject({
      activityType: "LOGIN",
      email: "admin@demo.test",
      isSuccess: true,
    });
    const pageviews = await api("GET", "/my-activities?activityType=PAGEVIEW&_end=100", { token });
    expect(
      pageviews.payload.results.every(
        (row: { activityType: string }) => row.activityType === "PAGEVIEW",
      ),
    ).toBe(true);
    const contacts = await api("GET", "/my-contacts?_end=5", { token });
    expect(contacts.payload.results[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        email: expect.any(String),
        roleName: expect.any(String),
      }),
    );
    expect(
      contacts.payload.results.some((row: { email: string }) => row.email === "admin@demo.test"),
    ).toBe(false);
    expect((await api("POST", "/sync-data", { token })).payload.syncedAt).toBeTruthy();
    const manager = await signIn("manager@demo.test");
    expect((await api("POST", "/sync-data", { token: manager })).status).toBe(403);
    expect((await api("DELETE", "/lock-data/usr-admin", { token })).status).toBe(200);
    expect(
      (
        await api("POST", "/user-activities/pageview", {
          token,
          body: { email: "admin@demo.test", activityType: "PAGEVIEW", pageUrl: "/products" },
        })
      ).status,
    ).toBe(200);
  });

  it("uploads a small file as a data URL and refuses a missing file", async () => {
    const token = await signIn("catalog@demo.test");
    // A hand-built multipart body: jsdom's FormData/Blob are not readable by Node's fetch.
    const boundary = "----demo-boundary";
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="logo.svg"',
      "Content-Type: image/svg+xml",
      "",
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const response = await fetch(new URL(`${config.apiUrl}/uploads`, location.origin), {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
      body: multipart,
    });
    const answer = {
      status: response.status,
      ...((await response.json()) as { payload: { url: string } }),
    };
    expect(answer.status).toBe(200);
    expect(answer.payload.url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(answer.payload.url.split(",")[1]!)).toContain("<svg");
    const empty = await api("POST", "/uploads", { token, body: new FormData() });
    expect(empty.status).toBe(422);
    expect(empty.payload.errors.file).toBe("A file is required.");
  });
});

describe("demo API: demo endpoints and regions", () => {
  it("POST /demo/reset brings back the seed", async () => {
    const token = await signIn("admin@demo.test");
    await api("PATCH", "/product/brands/brd-1", { token, body: { brandName: "Renamed Brand" } });
    expect((await api("GET", "/product/brands/brd-1", { token })).payload.brandName).toBe(
      "Renamed Brand",
    );
    expect((await api("POST", "/demo/reset")).status).toBe(200);
    // The caller stays signed in: the same token still works.
    expect((await api("GET", "/product/brands/brd-1", { token })).payload.brandName).toBe(
      "Optik Prima",
    );
  });

  it("regions: search by name or postal code, by level, without a token", async () => {
    const bandung = await api("GET", "/regions?q=bandung");
    expect(bandung.status).toBe(200);
    expect(bandung.payload.results.length).toBeGreaterThan(0);
    expect(bandung.payload.results[0]).toEqual(
      expect.objectContaining({ province: "Jawa Barat", city: "Kota Bandung" }),
    );
    const postal = await api("GET", "/regions?q=40135");
    expect(postal.payload.results[0]).toMatchObject({
      subDistrict: "Dago",
      postalCode: "40135",
      level: "subDistrict",
    });
    const provinces = await api("GET", "/regions?level=province&_end=100");
    expect(provinces.payload.count).toBeGreaterThanOrEqual(10);
    expect(
      provinces.payload.results.every((row: { level: string }) => row.level === "province"),
    ).toBe(true);
  });
});
