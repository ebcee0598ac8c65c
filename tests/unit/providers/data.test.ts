import { config } from "@/config";
import type { HttpError } from "@refinedev/core";
import { http, HttpResponse, delay } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataProvider } from "@providers/data";
import { ApiError, apiRequest, setUnauthorizedHandler } from "@providers/data/http";
import { server } from "@/mocks/node";
import { api, fail, ok, storeSession } from "./helpers";

/** Records the last request to `path` and answers `body`. */
function capture(
  method: "get" | "post" | "patch" | "delete",
  path: string,
  body: unknown,
  status = 200,
) {
  const seen: { url?: URL; body?: unknown; authorization?: string | null } = {};
  server.use(
    http[method](api(path), async ({ request }) => {
      seen.url = new URL(request.url);
      seen.authorization = request.headers.get("authorization");
      const text = await request.text();
      seen.body = text ? JSON.parse(text) : undefined;
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("expected a rejection");
};

describe("dataProvider lists", () => {
  it("reads payload.results and payload.count, sends _start/_end, several sorters and mapped filters", async () => {
    const seen = capture("get", "/stores", ok({ results: [{ storeId: "str-1" }], count: 42 }));
    const result = await dataProvider.getList({
      resource: "stores",
      pagination: { currentPage: 3, pageSize: 20 },
      sorters: [
        { field: "storeName", order: "asc" },
        { field: "createdAt", order: "desc" },
      ],
      filters: [
        { field: "status", operator: "eq", value: "ACTIVE" },
        { field: "brandId", operator: "in", value: ["brd-1", "brd-2"] },
        { field: "type", operator: "ne", value: "CLOSED" },
        { field: "createdAt", operator: "gte", value: "2025-01-01" },
        { field: "createdAt", operator: "lte", value: "2025-12-31" },
        { field: "storeName", operator: "contains", value: "Prima" },
        { field: "q", operator: "eq", value: "kemang" },
        { field: "empty", operator: "eq", value: undefined },
      ],
    });
    expect(result).toEqual({ data: [{ storeId: "str-1" }], total: 42 });
    const query = seen.url!.searchParams;
    expect(query.get("_start")).toBe("40");
    expect(query.get("_end")).toBe("60");
    expect(query.get("_sort")).toBe("storeName,createdAt");
    expect(query.get("_order")).toBe("asc,desc");
    expect(query.get("status")).toBe("ACTIVE");
    expect(query.getAll("brandId")).toEqual(["brd-1", "brd-2"]);
    expect(query.get("type_ne")).toBe("CLOSED");
    expect(query.get("createdAt_gte")).toBe("2025-01-01");
    expect(query.get("createdAt_lte")).toBe("2025-12-31");
    expect(query.get("storeName_like")).toBe("Prima");
    expect(query.get("q")).toBe("kemang");
    expect(query.has("empty")).toBe(false);
  });

  it("pagination mode off sends no _start/_end; meta.apiPath picks the collection", async () => {
    const seen = capture(
      "get",
      "/product/brands",
      ok({ results: [{ brandId: "b" }, { brandId: "c" }] }),
    );
    const result = await dataProvider.getList({
      resource: "brands",
      pagination: { mode: "off" },
      meta: { apiPath: "product/brands" },
    });
    expect(result.total).toBe(2);
    expect(seen.url!.searchParams.has("_start")).toBe(false);
    expect(seen.url!.searchParams.has("_end")).toBe(false);
  });

  it("getMany asks for the ids with the id field", async () => {
    const seen = capture(
      "get",
      "/stores",
      ok({ results: [{ storeId: "a" }, { storeId: "b" }], count: 2 }),
    );
    const result = await dataProvider.getMany!({
      resource: "stores",
      ids: ["a", "b"],
      meta: { idField: "storeId" },
    });
    expect(result.data).toHaveLength(2);
    expect(seen.url!.searchParams.getAll("storeId")).toEqual(["a", "b"]);
  });
});

describe("dataProvider records", () => {
  it("getOne, create, update (PATCH) and deleteOne read the payload and carry the bearer token", async () => {
    const session = storeSession();
    const one = capture("get", "/stores/str-1", ok({ storeId: "str-1", storeName: "Prima" }));
    expect((await dataProvider.getOne({ resource: "stores", id: "str-1" })).data).toEqual({
      storeId: "str-1",
      storeName: "Prima",
    });
    expect(one.authorization).toBe(`Bearer ${session.token}`);

    const created = capture("post", "/stores", ok({ storeId: "str-2", storeName: "New" }), 201);
    expect(
      (await dataProvider.create({ resource: "stores", variables: { storeName: "New" } })).data,
    ).toMatchObject({ storeId: "str-2" });
    expect(created.body).toEqual({ storeName: "New" });

    const updated = capture(
      "patch",
      "/stores/str-2",
      ok({ storeId: "str-2", storeName: "Renamed" }),
    );
    expect(
      (
        await dataProvider.update({
          resource: "stores",
          id: "str-2",
          variables: { storeName: "Renamed" },
        })
      ).data,
    ).toMatchObject({
      storeName: "Renamed",
    });
    expect(updated.body).toEqual({ storeName: "Renamed" });

    capture("delete", "/stores/str-2", ok({ id: "str-2" }));
    expect((await dataProvider.deleteOne({ resource: "stores", id: "str-2" })).data).toEqual({
      id: "str-2",
    });
  });

  it("custom calls accept a path or getApiUrl() + path", async () => {
    const seen = capture("patch", "/loyalty/l-1/archive", ok({ loyaltyId: "l-1", archived: true }));
    const url = `${dataProvider.getApiUrl()}/loyalty/l-1/archive`;
    expect((await dataProvider.custom!({ url, method: "patch", payload: {} })).data).toMatchObject({
      archived: true,
    });
    expect(seen.url!.pathname).toBe("/api/loyalty/l-1/archive");
    capture("get", "/change-logs", ok({ results: [] }));
    expect(
      (
        await dataProvider.custom!({
          url: "/change-logs",
          method: "get",
          query: { entity: "product" },
        })
      ).data,
    ).toEqual({ results: [] });
  });
});

describe("errors", () => {
  it("a validation error is an HttpError with the server's message and payload.errors for the form", async () => {
    capture(
      "post",
      "/stores",
      fail("validation_error", "Some fields are invalid.", {
        errors: { storeName: "Store name is required." },
      }),
      400,
    );
    const error = (await rejection(
      dataProvider.create({ resource: "stores", variables: {} }),
    )) as HttpError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("Some fields are invalid.");
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual({ storeName: "Store name is required." });
  });

  it("a 500 carries the server's message; 403 keeps its message", async () => {
    capture("get", "/stores", fail("server_error", "The database is down."), 500);
    expect((await rejection(dataProvider.getList({ resource: "stores" }))).message).toBe(
      "The database is down.",
    );
    capture("get", "/stores", fail("forbidden", "You do not have permission to do this."), 403);
    const error = await rejection(dataProvider.getList({ resource: "stores" }));
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe("You do not have permission to do this.");
  });

  it("an error without a message still reads as a sentence, never 'undefined'", async () => {
    server.use(http.get(api("/stores"), () => new HttpResponse(null, { status: 502 })));
    const error = await rejection(dataProvider.getList({ resource: "stores" }));
    expect(error.message).toBe("The request failed (HTTP 502).");
    expect(error.message).not.toContain("undefined");
  });

  it("a network failure gets a clear sentence", async () => {
    server.use(http.get(api("/stores"), () => HttpResponse.error()));
    const error = await rejection(dataProvider.getList({ resource: "stores" }));
    expect(error.message).toBe(
      "The server could not be reached. Check your connection and try again.",
    );
    expect(error.kind).toBe("network");
    expect(error.statusCode).toBe(0);
  });

  it("a timeout gets its own sentence", async () => {
    server.use(
      http.get(api("/slow"), async () => {
        await delay(400);
        return HttpResponse.json(ok(true));
      }),
    );
    const error = await rejection(apiRequest("GET", "/slow", { timeout: 50 }));
    expect(error.message).toBe("The server took too long to answer. Please try again.");
    expect(error.kind).toBe("timeout");
  });

  it("a call that never answers ends after the answer timeout (an upload may take the request timeout)", async () => {
    const settings = config as { answerTimeoutMs: number };
    const { answerTimeoutMs } = settings;
    settings.answerTimeoutMs = 60;
    try {
      server.use(http.get(api("/stores"), () => delay("infinite")));
      const started = Date.now();
      const error = await rejection(dataProvider.getList({ resource: "stores" }));
      expect(error.kind).toBe("timeout");
      expect(error.message).toBe("The server took too long to answer. Please try again.");
      expect(Date.now() - started).toBeLessThan(2000);

      let uploadEnded = false;
      server.use(http.post(api("/uploads"), () => delay("infinite")));
      void apiRequest("POST", "/uploads", { body: new FormData() }).catch(() => {
        uploadEnded = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(uploadEnded).toBe(false);
    } finally {
      settings.answerTimeoutMs = answerTimeoutMs;
    }
  });

  it("an unreadable answer is reported as such", async () => {
    server.use(
      http.get(
        api("/stores"),
        () =>
          new HttpResponse("<html>oops", { status: 200, headers: { "Content-Type": "text/html" } }),
      ),
    );
    const error = await rejection(dataProvider.getList({ resource: "stores" }));
    expect(error.message).toBe(
      "The server sent an answer the console could not read. Please try again.",
    );
  });

  it("a 401 outside Refine's hooks calls the registered sign-out handler; sign-in calls do not", async () => {
    storeSession();
    const handler = vi.fn();
    const restore = setUnauthorizedHandler(handler);
    try {
      capture("get", "/my-notifications", fail("unauthorized", "Please sign in again."), 401);
      const error = await rejection(apiRequest("GET", "/my-notifications"));
      expect(error.statusCode).toBe(401);
      expect(handler).toHaveBeenCalledTimes(1);
      capture("post", "/auth/signin", fail("unauthorized", "Wrong password."), 401);
      await rejection(apiRequest("POST", "/auth/signin", { withAuth: false }));
      expect(handler).toHaveBeenCalledTimes(1);
      // Refine's data hooks report to authProvider.onError instead: no second sign-out.
      capture("get", "/stores", fail("unauthorized", "Please sign in again."), 401);
      const refineError = await rejection(dataProvider.getList({ resource: "stores" }));
      expect(refineError.statusCode).toBe(401);
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });
});

afterEach(() => vi.restoreAllMocks());
