import { setFault } from "@/mocks/node";
import { config } from "@/config";
import { api, signIn } from "./api";

describe("demo API: fault switch", () => {
  it("makes one endpoint answer 500 while the others keep working", async () => {
    const token = await signIn("admin@demo.test");
    setFault("/products", "500");
    const failed = await api("GET", "/products", { token });
    expect(failed.status).toBe(500);
    expect(failed.code).toBe("server_error");
    expect((await api("GET", "/stores", { token })).status).toBe(200);
  });

  it("answers malformed JSON, a network error, or honours a method in the pattern", async () => {
    const token = await signIn("admin@demo.test");
    setFault("GET /my-notifications", "malformed");
    const response = await fetch(new URL(`${config.apiUrl}/my-notifications`, location.origin), {
      headers: { Authorization: `Bearer ${token}` },
    });
    await expect(response.json()).rejects.toThrow();
    setFault("/favorite-menus/*", "network");
    await expect(
      fetch(new URL(`${config.apiUrl}/favorite-menus/me`, location.origin)),
    ).rejects.toThrow();
    setFault("POST /stores", "500");
    expect((await api("GET", "/stores", { token })).status).toBe(200);
  });

  it("reads faults from storage as manual trials do, and resets between tests", async () => {
    const token = await signIn("admin@demo.test");
    expect((await api("GET", "/products", { token })).status).toBe(200);
    sessionStorage.setItem("demo-faults", JSON.stringify({ "/transactions": "500" }));
    expect((await api("GET", "/transactions", { token })).status).toBe(500);
  });
});
