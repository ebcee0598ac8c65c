import { createDemoBackend } from "../../../scripts/demo-backend/entry";
import { DEMO_PASSWORD } from "./api";

// The demo API as a plain HTTP backend (what the benchmarks run a real-backend build against).
describe("the demo backend", () => {
  const handle = createDemoBackend();
  const origin = "http://127.0.0.1:4999";
  const headers = {
    "content-type": "application/json",
    "x-platform": "cms",
    "x-device-id": "bench",
    "x-device-name": "Node",
    "x-app-version": "0.54.1",
    "x-timezone": "Asia/Jakarta",
  };

  it("signs in and answers a permission-checked list on any origin", async () => {
    const signIn = await handle(
      new Request(`${origin}/api/auth/signin`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: "catalog@demo.test", password: DEMO_PASSWORD }),
      }),
    );
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { payload: { access_token: string } }).payload
      .access_token;
    const list = await handle(
      new Request(`${origin}/api/products?_start=0&_end=5`, {
        headers: { ...headers, authorization: `Bearer ${token}` },
      }),
    );
    expect(list.status).toBe(200);
    const body = (await list.json()) as { payload: { results: unknown[]; count: number } };
    expect(body.payload.results).toHaveLength(5);
    expect(body.payload.count).toBeGreaterThan(5);
  });

  it("refuses a call without a token and answers 404 with the envelope for an unknown path", async () => {
    expect((await handle(new Request(`${origin}/api/products`))).status).toBe(401);
    const missing = await handle(new Request(`${origin}/api/no-such-thing`));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "not_found" });
  });
});
