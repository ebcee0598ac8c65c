import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, isApiError } from "@providers/data/http";
import { setDirectTransport, type DirectAnswer } from "@/lib/direct-transport";
import { server } from "@/mocks/node";
import { api, ok, storeSession } from "./helpers";

const json = (status: number, body: unknown): DirectAnswer => ({
  status,
  statusText: "",
  headers: [["Content-Type", "application/json"]],
  body: new TextEncoder().encode(JSON.stringify(body)).buffer as ArrayBuffer,
});

afterEach(() => setDirectTransport(null));

describe("calls handed to a direct transport (the demo API in the browser)", () => {
  it("hands over the request as the network would see it and reads the answer", async () => {
    const session = storeSession();
    const seen: Request[] = [];
    setDirectTransport(async (request) => {
      seen.push(request.clone());
      return json(200, ok({ id: "prd-1" }));
    });
    const envelope = await apiRequest("POST", "/products", {
      body: { productName: "Aviator" },
      params: { lang: "en" },
    });
    expect(envelope.payload).toEqual({ id: "prd-1" });
    const [request] = seen;
    expect(request.method).toBe("POST");
    expect(new URL(request.url).pathname).toBe("/api/products");
    expect(new URL(request.url).searchParams.get("lang")).toBe("en");
    expect(request.headers.get("authorization")).toBe(`Bearer ${session.token}`);
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(await request.json()).toEqual({ productName: "Aviator" });
  });

  it("turns a refusal into the same ApiError as over the network, field errors included", async () => {
    setDirectTransport(async () =>
      json(422, {
        code: "validation_error",
        message: "Check the fields",
        payload: { errors: { sku: "SKU already used" } },
      }),
    );
    const error = await apiRequest("POST", "/products", { body: {} }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 422, errors: { sku: "SKU already used" } });
    expect((error as Error).message).toBe("Check the fields");
  });

  it("sends a request it has no answer for over the network", async () => {
    setDirectTransport(async () => null);
    server.use(http.get(api("/elsewhere"), () => HttpResponse.json(ok("from the network"))));
    await expect(apiRequest("GET", "/elsewhere")).resolves.toMatchObject({
      payload: "from the network",
    });
  });

  it("reports its network failure as one, with no upload told as done", async () => {
    setDirectTransport(async () => "network-error");
    const error = await apiRequest("GET", "/products").catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 0, kind: "network" });

    const progress = vi.fn();
    const form = new FormData();
    form.append("file", new Blob(["abc"], { type: "image/png" }), "a.png");
    const failed = await apiRequest("POST", "/uploads", {
      body: form,
      onUploadProgress: progress,
    }).catch((e: unknown) => e);
    expect(failed).toMatchObject({ kind: "network" });
    expect(progress).not.toHaveBeenCalled();
  });

  it("ends at once when the caller aborts, and on the answer timeout when no answer comes", async () => {
    setDirectTransport(() => new Promise(() => undefined));
    const controller = new AbortController();
    const aborted = apiRequest("GET", "/products", { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    expect(await aborted).toMatchObject({ kind: "network" });

    vi.useFakeTimers();
    try {
      const late = apiRequest("GET", "/products", { timeout: 1000 }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await late).toMatchObject({ kind: "timeout" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("passes a FormData body with its own boundary and reports the upload once", async () => {
    let contentType: string | null = null;
    setDirectTransport(async (request) => {
      contentType = request.headers.get("content-type");
      return json(200, ok({ url: "/files/a.png" }));
    });
    const form = new FormData();
    form.append("file", new Blob(["abc"], { type: "image/png" }), "a.png");
    const progress = vi.fn();
    await apiRequest("POST", "/uploads", { body: form, onUploadProgress: progress });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(progress).toHaveBeenCalledTimes(1);
    const [{ loaded, total }] = progress.mock.calls[0] as [{ loaded: number; total: number }];
    expect(loaded).toBeGreaterThan(3);
    expect(loaded).toBe(total);
  });
});
