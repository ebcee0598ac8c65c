import { setDataSize, db } from "@/mocks/db";
import { clearFaults, setFault } from "@/mocks/node";
import { api, signIn } from "./api";

describe("the demo's switches", () => {
  afterEach(() => setDataSize("normal"));

  it("keeps whoever is signed in signed in when the data set changes (and back)", async () => {
    const token = await signIn("admin@demo.test");
    expect((await api("GET", "/users/me", { token })).status).toBe(200);
    setDataSize("large");
    expect(db.products.all().length).toBeGreaterThan(5000);
    const me = await api("GET", "/users/me", { token });
    expect(me.status).toBe(200);
    expect(me.payload.email).toBe("admin@demo.test");
    setDataSize("normal");
    expect((await api("GET", "/users/me", { token })).status).toBe(200);
  });

  it("says which faults are on, and stops them all", async () => {
    setFault("/products", "timeout");
    setFault("GET /transactions", "500");
    const status = await api("GET", "/demo/status");
    expect(status.payload).toEqual({
      dataSize: "normal",
      faults: [
        { pattern: "/products", kind: "timeout" },
        { pattern: "GET /transactions", kind: "500" },
      ],
    });
    const stopped = await api("DELETE", "/demo/faults");
    expect(stopped.payload.faults).toEqual([]);
    const token = await signIn("admin@demo.test");
    expect((await api("GET", "/transactions", { token })).status).toBe(200);
    clearFaults();
  });
});
