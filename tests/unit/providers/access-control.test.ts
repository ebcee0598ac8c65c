import { describe, expect, it } from "vitest";
import { accessControlProvider, registerResources } from "@providers/access-control";
import { brandSubRole, makeProfile, storeSession } from "./helpers";

const can = (resource: string | undefined, action: string, meta?: Record<string, unknown>) =>
  accessControlProvider.can({
    resource,
    action,
    params: meta ? { resource: { name: resource ?? "x", meta } } : undefined,
  });

const catalogue = [
  "LOGIN.LOGIN_CMS_ADMIN",
  "STORE.LIST",
  "STORE.DETAIL",
  "STORE.CREATE",
  "STORE.UPDATE",
  "BRAND.LIST",
];

describe("accessControlProvider", () => {
  it("hides and disables buttons the user may not use", () => {
    expect(accessControlProvider.options?.buttons).toEqual({
      enableAccessControl: true,
      hideIfUnauthorized: true,
    });
  });

  it("judges a resource by meta.permissionArea against the stored role's permissions", async () => {
    storeSession(makeProfile({}, catalogue));
    expect(await can("stores", "list", { permissionArea: "STORE" })).toEqual({ can: true });
    expect(await can("stores", "create", { permissionArea: "STORE" })).toEqual({ can: true });
    expect(await can("stores", "edit", { permissionArea: "STORE" })).toEqual({ can: true });
    const refused = await can("stores", "delete", { permissionArea: "STORE" });
    expect(refused.can).toBe(false);
    expect(refused.reason).toBe("You don't have permission to access");
    expect((await can("products", "list", { permissionArea: "PRODUCT" })).can).toBe(false);
  });

  it("clone counts as create", async () => {
    storeSession(makeProfile({}, catalogue));
    expect((await can("stores", "clone", { permissionArea: "STORE" })).can).toBe(true);
    expect((await can("products", "clone", { permissionArea: "PRODUCT" })).can).toBe(false);
  });

  it("sidebar groups and entries with permission true are always allowed", async () => {
    storeSession(makeProfile({}, ["LOGIN.LOGIN_CMS_ADMIN"]));
    expect((await can("users-group", "list", { group: true, permissionArea: true })).can).toBe(
      true,
    );
    expect((await can("my-profile", "list", { permissionArea: true })).can).toBe(true);
  });

  it("refuses unknown resources, unknown areas and signed-out users", async () => {
    storeSession(makeProfile({}, catalogue));
    expect((await can("mystery", "list")).can).toBe(false);
    expect((await can("stores", "list", {})).can).toBe(false);
    expect((await can("stores", "list", { permissionArea: "NOT_AN_AREA" })).can).toBe(false);
    localStorage.clear();
    expect((await can("my-profile", "list", { permissionArea: true })).can).toBe(false);
  });

  it("finds meta by resource name once resources are registered, or takes a bare area name", async () => {
    storeSession(makeProfile({}, catalogue));
    registerResources([{ name: "stores", meta: { permissionArea: "STORE" } }]);
    expect((await can("stores", "list")).can).toBe(true);
    expect((await can("BRAND", "list")).can).toBe(true);
    expect((await can("PRODUCT", "list")).can).toBe(false);
    registerResources([]);
  });

  it("sub-app entries need sub roles", async () => {
    storeSession(makeProfile({}, catalogue), []);
    expect(
      (await can("my-dashboard", "list", { permissionArea: true, showInMyMode: true })).can,
    ).toBe(false);
    storeSession(makeProfile({}, catalogue), [brandSubRole]);
    expect(
      (await can("my-dashboard", "list", { permissionArea: true, showInMyMode: true })).can,
    ).toBe(true);
  });

  it("custom actions follow the table (wallet points)", async () => {
    storeSession(
      makeProfile({}, ["WALLET_POINT.LIST", "WALLET_POINT.ADD_POINT", "WALLET_POINT.UPDATE"]),
    );
    expect((await can("wallet-points", "addPoint", { permissionArea: "WALLET_POINT" })).can).toBe(
      true,
    );
    expect(
      (await can("wallet-points", "removePoint", { permissionArea: "WALLET_POINT" })).can,
    ).toBe(false);
  });
});
