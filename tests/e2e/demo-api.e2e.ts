import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiReady } from "./demo-api-ready";
import { baseUrl, DEMO_PASSWORD, goto, newPage, signIn, visit } from "./support";

/**
 * The embedded demo API in a real browser (service worker + IndexedDB): what users
 * change survives a reload and a logout, "Reset demo data" brings the seed back, and
 * the URL switches (`?demo-data=large`, `?demo-fault=`) work.
 */

interface Answer {
  status: number;
  body: { code: string; message: string; payload: Record<string, unknown> } | null;
}

const call = (
  page: Page,
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
) =>
  page.evaluate(
    async ([method, path, body, token]) => {
      const answer = await fetch(`/api${path}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, body: await answer.json().catch(() => null) };
    },
    [method, path, body, token] as const,
  ) as Promise<Answer>;

async function token(page: Page, email = "admin@demo.test") {
  const answer = await call(page, "POST", "/auth/signin", {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status).toBe(200);
  return answer.body!.payload.access_token as string;
}

describe("demo API in the browser", () => {
  it("keeps an edit across a reload and a logout; Reset demo data brings the seed back", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, "admin@demo.test");
    await apiReady(page);
    const first = await token(page);
    const edited = await call(page, "PATCH", "/product/brands/brd-2", {
      token: first,
      body: { description: "Edited in the browser" },
    });
    expect(edited.status).toBe(200);

    await page.reload();
    await apiReady(page);
    expect(
      (await call(page, "GET", "/product/brands/brd-2", { token: first })).body!.payload
        .description,
    ).toBe("Edited in the browser");

    // The console's logout: local storage cleared, back to /login with a reload.
    await page.evaluate(() => localStorage.clear());
    await goto(page, "/login");
    await signIn(page, "admin@demo.test");
    await apiReady(page);
    const second = await token(page);
    expect(
      (await call(page, "GET", "/product/brands/brd-2", { token: second })).body!.payload
        .description,
    ).toBe("Edited in the browser");

    expect((await call(page, "POST", "/demo/reset", { token: second })).status).toBe(200);
    await page.reload();
    await apiReady(page);
    const brand = await call(page, "GET", "/product/brands/brd-2", { token: second });
    expect(brand.status).toBe(200);
    expect(brand.body!.payload.description).toBe(
      "Locally designed frames inspired by the archipelago.",
    );
  });

  it("answers the console's calls without the network, a page's fetch in its service worker, and leaves the console's files to the network", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/login`);
    await apiReady(page);
    // From here on the service worker answers the page: signing in loads the console's code.
    const seen: { url: string; kind: string; fromServiceWorker: boolean }[] = [];
    page.on("response", (response) =>
      seen.push({
        url: response.url(),
        kind: response.request().resourceType(),
        fromServiceWorker: response.fromServiceWorker(),
      }),
    );
    await signIn(page, "admin@demo.test");
    // Another area: its code loads now.
    await visit(page, "/products");
    await page.locator("tbody tr.ant-table-row").first().waitFor({ timeout: 30_000 });
    const files = seen.filter((response) => ["script", "stylesheet"].includes(response.kind));
    expect(files.length).toBeGreaterThan(3);
    expect(files.filter((response) => response.fromServiceWorker)).toEqual([]);
    // The console's own calls (the list, its filters' options) go from the page to the demo API's
    // worker directly: no request for them reaches the network or the service worker.
    expect(seen.filter((response) => new URL(response.url).pathname.startsWith("/api/"))).toEqual(
      [],
    );
    // A call of the API, once it has started, is answered by the service worker.
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/health"));
    await page.evaluate(() => fetch("/api/health"));
    expect((await answered).fromServiceWorker()).toBe(true);
    // So is one the page makes as it loads, before its demo API has started: it waits for it.
    await page.reload({ waitUntil: "commit" });
    const early = await page.evaluate(async () => {
      const answer = await fetch("/api/health");
      return { type: answer.headers.get("content-type"), body: await answer.text() };
    });
    expect(early.type).toContain("application/json");
    expect(JSON.parse(early.body).payload).toEqual({ status: "ok" });
    // A page the service worker controls from its start does not even hand it the console's files:
    // the browser routes them to the network.
    await page.waitForLoadState("load");
    const routes = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        // The scripts of the page (the demo API's Web Worker's own script is not the page's).
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name) && entry.workerStart > 0)
        .map(
          (entry) =>
            (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string })
              .workerMatchedSourceType,
        ),
    );
    expect(routes.length).toBeGreaterThan(3);
    expect(new Set(routes)).toEqual(new Set(["network"]));
  });

  it("serves the large data set with ?demo-data=large", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/login?demo-data=large`);
    await apiReady(page);
    const admin = await token(page);
    const products = await call(page, "GET", "/products?_start=0&_end=20", { token: admin });
    expect(products.body!.payload.count).toBeGreaterThanOrEqual(10_000);
    const transactions = await call(
      page,
      "GET",
      "/transactions?_start=0&_end=20&status=COMPLETED&_sort=total&_order=desc",
      { token: admin },
    );
    expect((transactions.body!.payload.results as unknown[]).length).toBe(20);
    const all = await call(page, "GET", "/transactions?_end=1", { token: admin });
    expect(all.body!.payload.count).toBe(100_000);
    const customers = await call(page, "GET", "/users?userType=CUSTOMER&_end=1", { token: admin });
    expect(customers.body!.payload.count).toBeGreaterThanOrEqual(20_000);
    // The data set lives, and its queries run, in the demo API's own Web Worker, off the page's thread.
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/demo-worker-[\w-]+\.js$/),
    ]);
  });

  it("a ?demo-data= link says which data set is loaded and, after sign-in, opens the page asked for", async () => {
    const page = await newPage();
    await goto(page, "/stores?demo-data=large");
    // Signed out: the sign-in page says what happened; the page asked for waits, without the switch.
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("to")).toBe("/stores");
    await page.getByText("The large demo data set is loaded. Sign in to continue.").waitFor();
    await signIn(page, "admin@demo.test");
    await page.waitForURL((url) => url.pathname === "/stores");
    expect(new URL(page.url()).searchParams.has("demo-data")).toBe(false);
    await page.getByText("The demo runs on its large data set").waitFor();

    // Signed in, the banner's way back keeps the session and the page, and leaves the address clean.
    await page.getByRole("link", { name: "Back to the normal data set" }).click();
    await page.waitForURL(
      (url) => url.pathname === "/stores" && !url.searchParams.has("demo-data"),
    );
    await page.getByRole("heading", { name: "Stores" }).waitFor();
    expect(await page.getByText("The demo runs on its large data set").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("session"))).not.toBeNull();
  });

  it("makes one endpoint fail with ?demo-fault=, and ?demo-fault=off clears it", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/login?demo-fault=/products:500`);
    await apiReady(page);
    const admin = await token(page);
    const failed = await call(page, "GET", "/products", { token: admin });
    expect(failed.status).toBe(500);
    expect(failed.body!.code).toBe("server_error");
    expect((await call(page, "GET", "/stores", { token: admin })).status).toBe(200);
    await page.goto(`${baseUrl()}/login?demo-fault=off`);
    await apiReady(page);
    expect((await call(page, "GET", "/products", { token: admin })).status).toBe(200);
  });

  it("the banner's 'Stop the faults' ends a remembered fault in the page and in the demo API", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/login?demo-fault=/stores:500`);
    await apiReady(page);
    const admin = await token(page);
    expect((await call(page, "GET", "/stores", { token: admin })).status).toBe(500);
    // What the banner's button sends: the fault is remembered in the page's storage, so the page
    // forgets it too, and the next request succeeds without a reload.
    const stopped = await call(page, "DELETE", "/demo/faults", { token: admin });
    expect(stopped.body!.payload.faults).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem("demo-faults"))).toBeNull();
    expect((await call(page, "GET", "/stores", { token: admin })).status).toBe(200);
    await page.goto(`${baseUrl()}/login`);
    await apiReady(page);
    expect((await call(page, "GET", "/stores", { token: admin })).status).toBe(200);
  });
});
