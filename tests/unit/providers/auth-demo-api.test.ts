import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accessControlProvider } from "@providers/access-control";
import { authProvider, pageReload } from "@providers/auth";
import { getSession } from "@providers/auth/session";
import { getMe } from "@providers/data/api";
import { DEMO_PASSWORD } from "@/mocks/demo-accounts";

/** The same sign-in, against the embedded demo API (the MSW handlers the browser demo uses). */
describe("sign-in against the demo API", () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
  });
  afterEach(() => reload.mockRestore());

  it("admin@demo.test signs in, lands on /dashboard and may do everything", async () => {
    const result = await authProvider.login({ email: "admin@demo.test", password: DEMO_PASSWORD });
    expect(result).toMatchObject({ success: true, redirectTo: "/dashboard" });
    const session = getSession()!;
    expect(session.user.email).toBe("admin@demo.test");
    expect(session.user.role.permissions).toContain("PRODUCT.LIST");
    expect((await getMe()).email).toBe("admin@demo.test");
    const product = { name: "products", meta: { permissionArea: "PRODUCT" } };
    expect(
      (
        await accessControlProvider.can({
          resource: "products",
          action: "create",
          params: { resource: product },
        })
      ).can,
    ).toBe(true);
  });

  it("catalog@demo.test may list stores but not open transactions", async () => {
    await authProvider.login({ email: "catalog@demo.test", password: DEMO_PASSWORD });
    const can = (name: string, area: string) =>
      accessControlProvider.can({
        resource: name,
        action: "list",
        params: { resource: { name, meta: { permissionArea: area } } },
      });
    expect((await can("stores", "STORE")).can).toBe(true);
    expect((await can("transactions", "TRANSACTION")).can).toBe(false);
  });

  it("subadmin@demo.test lands in the sub app", async () => {
    const result = await authProvider.login({
      email: "subadmin@demo.test",
      password: DEMO_PASSWORD,
    });
    expect(result.redirectTo).toBe("/my-dashboard");
    expect(localStorage.getItem("view-as")).toBe("sub");
  });

  it("expired@demo.test must change the password first", async () => {
    const result = await authProvider.login({
      email: "expired@demo.test",
      password: DEMO_PASSWORD,
    });
    expect(result.redirectTo).toBe("/change-password");
  });

  it('customer@demo.test is refused with "Login failed." and nothing is stored', async () => {
    const result = await authProvider.login({
      email: "customer@demo.test",
      password: DEMO_PASSWORD,
    });
    expect(result.success).toBe(false);
    expect(result.error?.message).toBe("Login failed.");
    expect(getSession()).toBeNull();
  });

  it('a wrong password reads "Login failed. " + the server message', async () => {
    const result = await authProvider.login({ email: "admin@demo.test", password: "wrong" });
    expect(result.success).toBe(false);
    expect(result.error?.message).toMatch(/^Login failed\. \S/);
    expect(getSession()).toBeNull();
  });

  it("logout clears everything and reloads /login", async () => {
    await authProvider.login({ email: "admin@demo.test", password: DEMO_PASSWORD });
    await authProvider.logout({});
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledWith("/login");
  });
});
