import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import * as apiCalls from "@providers/data/api";
import * as accountCalls from "@resources/account/api";
import { server } from "@/mocks/node";
import { api, ok, storeSession } from "./helpers";

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  contentType: string | null;
}

/** Answers every call under the API with `payload` and records it. */
function record(payload: unknown = {}) {
  const calls: Seen[] = [];
  server.use(
    http.all(api("/*"), async ({ request }) => {
      const url = new URL(request.url);
      const contentType = request.headers.get("content-type");
      let body: unknown;
      if (contentType?.includes("multipart/form-data")) body = await request.formData();
      else {
        const text = await request.text();
        body = text ? JSON.parse(text) : undefined;
      }
      calls.push({
        method: request.method,
        path: url.pathname.replace(/^\/api/, ""),
        query: url.searchParams,
        body,
        authorization: request.headers.get("authorization"),
        contentType,
      });
      return HttpResponse.json(ok(payload));
    }),
  );
  return calls;
}

describe("typed API calls (spec section 7)", () => {
  it("notifications: platform query with two push platform codes, mark one / mark all bodies", async () => {
    const session = storeSession();
    const calls = record({
      results: [{ id: "n-1", title: "Hi", createdAt: "2025-01-01T00:00:00Z" }],
    });
    const envelope = await apiCalls.getMyNotifications();
    expect(envelope.code).toBe("success");
    expect(envelope.payload.results).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "GET",
      path: "/my-notifications",
      authorization: `Bearer ${session.token}`,
    });
    expect(calls[0].query.getAll("platform")).toEqual(["cms", "web"]);

    await apiCalls.markAsRead(["n-1", "n-2"], "usr-1");
    expect(calls[1]).toMatchObject({
      method: "PATCH",
      path: "/my-notifications/mark-as-read",
      body: { notificationIds: ["n-1", "n-2"], receiverUserId: "usr-1" },
    });
    await apiCalls.markAllAsRead("usr-1");
    expect(calls[2]).toMatchObject({
      method: "PATCH",
      path: "/my-notifications/mark-all-as-read",
      body: { receiverUserId: "usr-1" },
    });
  });

  it("favorites: get, add (key, menu), delete (key)", async () => {
    storeSession();
    const calls = record({ menus: [{ key: "/products", menu: "Product" }] });
    expect(await apiCalls.getFavoriteMenus()).toEqual({
      menus: [{ key: "/products", menu: "Product" }],
    });
    await apiCalls.addFavoriteMenu({ key: "/stores", menu: "Store" });
    await apiCalls.deleteFavoriteMenu("/stores");
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: "GET", path: "/favorite-menus/me", body: undefined },
      {
        method: "PATCH",
        path: "/favorite-menus/me/add-menu",
        body: { key: "/stores", menu: "Store" },
      },
      { method: "PATCH", path: "/favorite-menus/me/delete-menu", body: { key: "/stores" } },
    ]);
  });

  it("sidebar checker reads the badge object", async () => {
    storeSession();
    const calls = record({ transactions: 3, vouchers: true });
    expect(await apiCalls.getSidebarCheck({ brandId: "brd-1" })).toEqual({
      transactions: 3,
      vouchers: true,
    });
    expect(calls[0].path).toBe("/backoffice-sidebar-checker");
    expect(calls[0].query.get("brandId")).toBe("brd-1");
  });

  it("outlets: my-brands / my-stores in the sub app, product/brands / stores otherwise", async () => {
    storeSession();
    const calls = record({ results: [{ brandId: "brd-1", brandName: "Optik Prima" }] });
    expect(await apiCalls.getBrands(false)).toEqual([
      { brandId: "brd-1", brandName: "Optik Prima" },
    ]);
    await apiCalls.getBrands(true);
    await apiCalls.getStores(false);
    await apiCalls.getStores(true);
    expect(calls.map((call) => call.path)).toEqual([
      "/product/brands",
      "/my-brands",
      "/stores",
      "/my-stores",
    ]);
  });

  it("profile, sub roles, sessions, activities, contacts", async () => {
    storeSession();
    const calls = record({ results: [], count: 0 });
    await apiCalls.getMe();
    await apiCalls.getMySubRoles();
    await accountCalls.updateMe({ firstName: "Ali" });
    await accountCalls.getUserSessions("usr-1");
    await accountCalls.deleteUserSession("usr-1", "ses-9");
    expect(await accountCalls.getMyActivities({ _start: 0, _end: 10 })).toEqual({
      results: [],
      count: 0,
    });
    await accountCalls.getMyContacts();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "GET /users/me",
      "GET /my-sub-roles",
      "PATCH /users/me",
      "GET /users/usr-1/sessions",
      "DELETE /users/usr-1/sessions/ses-9",
      "GET /my-activities",
      "GET /my-contacts",
    ]);
    expect(calls[2].body).toEqual({ firstName: "Ali" });
    expect(calls[5].query.get("_end")).toBe("10");
  });

  it("sync data, regions, activity tracking, lock data, demo reset and outbox", async () => {
    storeSession();
    const calls = record({ results: [] });
    await apiCalls.syncData();
    await apiCalls.searchRegions("Kemang");
    await apiCalls.trackActivity("pageview", {
      email: "a@b.c",
      activityType: "PAGEVIEW",
      pageUrl: "/stores",
    });
    await apiCalls.deleteLockData("usr-1");
    await apiCalls.resetDemoData();
    await apiCalls.getDemoOutbox();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "POST /sync-data",
      "GET /regions",
      "POST /user-activities/pageview",
      "DELETE /lock-data/usr-1",
      "POST /demo/reset",
      "GET /demo/outbox",
    ]);
    expect(calls[1].query.get("q")).toBe("Kemang");
    expect(calls[2].body).toMatchObject({ activityType: "PAGEVIEW", pageUrl: "/stores" });
  });

  it("uploads a file as multipart to /uploads and returns its url", async () => {
    storeSession();
    const calls: Seen[] = [];
    server.use(
      http.post(api("/uploads"), async ({ request }) => {
        const form = await request.formData();
        const file = form.get("file") as File;
        calls.push({
          method: "POST",
          path: "/uploads",
          query: new URLSearchParams(),
          // jsdom's File reaches MSW's XHR interceptor as a blob of the right size but unreadable text.
          body: file ? file.size : null,
          authorization: null,
          contentType: request.headers.get("content-type"),
        });
        return HttpResponse.json(ok({ url: "https://cdn.example.test/photo.png" }));
      }),
    );
    const file = new File(["png-bytes"], "photo.png", { type: "image/png" });
    const progress: number[] = [];
    expect(await apiCalls.uploadFile(file, (percent) => progress.push(percent))).toEqual({
      url: "https://cdn.example.test/photo.png",
    });
    expect(calls[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0].body).toBe(file.size);
    // The upload reports its progress (the form's progress bar), up to the whole file.
    expect(progress.at(-1)).toBe(100);
  });
});
